/// What `StoreDoctor.examine()` found.
public struct DoctorReport: Sendable, Codable, Equatable {
    /// A record whose files are missing.
    public struct MissingFile: Sendable, Codable, Equatable {
        public let collection: String
        public let id: String
        public let keys: [BlobKey]

        public init(collection: String, id: String, keys: [BlobKey]) {
            self.collection = collection
            self.id = id
            self.keys = keys
        }
    }

    /// A stored record that no longer decodes (written by a build with other rules).
    public struct UnreadableRecord: Sendable, Codable, Equatable {
        public let collection: String
        public let id: String

        public init(collection: String, id: String) {
            self.collection = collection
            self.id = id
        }
    }

    /// A record `--repair` set aside, as it was stored (`mosaic doctor --json` exports it).
    public struct QuarantinedRecord: Sendable, Codable, Equatable {
        public init(collection: String, id: String, quarantinedAt: String, body: String) {
            self.collection = collection
            self.id = id
            self.quarantinedAt = quarantinedAt
            self.body = body
        }

        public let collection: String
        public let id: String
        /// When it was set aside (ISO 8601).
        public let quarantinedAt: String
        /// The stored JSON, exactly.
        public let body: String
    }

    /// `["ok"]`, or the engine's list of problems.
    public let integrity: [String]
    public let schemaVersion: Int
    public let supportedSchemaVersion: Int
    /// Files that no record owns.
    public let orphanFiles: [BlobKey]
    /// Thumbnails and display copies whose photo is gone (a photo deleted while its copy
    /// was being made): repair removes them, whatever else it finds.
    public let orphanCopies: [BlobKey]
    /// Records whose files are gone.
    public let missingFiles: [MissingFile]
    /// Records that cannot be read; while there are any, orphan files are never removed.
    public let unreadableRecords: [UnreadableRecord]
    /// Records set aside by an earlier repair; files they name are never taken for orphans.
    public let quarantinedRecords: [QuarantinedRecord]
    /// How many records the store holds; with none, no file is ever taken for an orphan
    /// to delete (the store may have been re-created over lost data).
    public let recordCount: Int
    /// The orphan files written within the grace period: a write in another process may
    /// be about to reference them, so repair leaves them alone.
    public let recentOrphanFiles: [BlobKey]
    /// Half-written files in the blob store's temporary folder (a killed or failed write,
    /// or one in progress).
    public let temporaryFiles: Int
    /// Photos whose thumbnail has not been made yet (stored before thumbnails, or where no
    /// image library was at hand); not a problem: a page makes one when it first shows it.
    public let photosWithoutThumbnail: [BlobKey]
    /// Whether photos lack thumbnails that this machine cannot make (no image library, so
    /// every page sends photos whole): a problem, named with what to install.
    public let thumbnailsUnavailable: Bool

    /// What was found; `StoreDoctor` (in StoreMaintenance, which no feature compiles) makes it.
    public init(
        integrity: [String], schemaVersion: Int, supportedSchemaVersion: Int, orphanFiles: [BlobKey],
        orphanCopies: [BlobKey] = [], missingFiles: [MissingFile], unreadableRecords: [UnreadableRecord],
        quarantinedRecords: [QuarantinedRecord],
        recordCount: Int, recentOrphanFiles: [BlobKey], temporaryFiles: Int, photosWithoutThumbnail: [BlobKey],
        thumbnailsUnavailable: Bool = false
    ) {
        self.thumbnailsUnavailable = thumbnailsUnavailable
        self.integrity = integrity
        self.schemaVersion = schemaVersion
        self.supportedSchemaVersion = supportedSchemaVersion
        self.orphanFiles = orphanFiles
        self.orphanCopies = orphanCopies
        self.missingFiles = missingFiles
        self.unreadableRecords = unreadableRecords
        self.quarantinedRecords = quarantinedRecords
        self.recordCount = recordCount
        self.recentOrphanFiles = recentOrphanFiles
        self.temporaryFiles = temporaryFiles
        self.photosWithoutThumbnail = photosWithoutThumbnail
    }

    public var isHealthy: Bool {
        integrity == ["ok"] && schemaVersion == supportedSchemaVersion && orphanFiles.isEmpty && orphanCopies.isEmpty
            && missingFiles.isEmpty
            && unreadableRecords.isEmpty && temporaryFiles == 0 && !thumbnailsUnavailable
    }
}

/// What `StoreDoctor.repair(_:)` changed.
public struct DoctorRepair: Sendable, Codable, Equatable {
    public var removedFiles = 0
    public var removedTemporaryFiles = 0
    public var updatedRecords = 0
    public var deletedRecords = 0
    /// Records that no longer decode, moved to the quarantine (kept, never deleted).
    public var quarantinedRecords = 0
    /// Records whose files are missing and that their feature could not fix.
    public var unrepairedRecords = 0
    /// Orphan and temporary files left alone because they are recent (a write may be in flight).
    public var keptRecentFiles = 0
    /// Thumbnails made for photos that had none.
    public var madeThumbnails = 0

    public init() {}
}
