import Persistence

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

    /// `["ok"]`, or SQLite's list of problems.
    public let integrity: [String]
    public let schemaVersion: Int
    public let supportedSchemaVersion: Int
    /// Files that no record owns.
    public let orphanFiles: [BlobKey]
    /// Records whose files are gone.
    public let missingFiles: [MissingFile]

    public var isHealthy: Bool {
        integrity == ["ok"] && schemaVersion == supportedSchemaVersion && orphanFiles.isEmpty && missingFiles.isEmpty
    }
}

/// What `StoreDoctor.repair(_:)` changed.
public struct DoctorRepair: Sendable, Codable, Equatable {
    public var removedFiles = 0
    public var removedTemporaryFiles = 0
    public var updatedRecords = 0
    public var deletedRecords = 0
    /// Records whose files are missing and that their feature could not fix.
    public var unrepairedRecords = 0

    public init() {}
}
