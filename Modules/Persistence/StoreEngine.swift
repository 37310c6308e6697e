import Foundation

/// One opened storage engine (SQLite, PostgreSQL): its three stores, and what the doctor,
/// `storage copy` and the composition root need of it beyond them. Everything here works
/// on every engine alike; nothing above this protocol knows which engine it has.
public protocol StoreEngine: AnyObject, Sendable {
    /// Every record, whoever owns it: for maintenance (doctor, backup, `storage copy`, the
    /// upgrade) and the composition root only. Features are handed `recordStore(for:)`.
    var recordStore: any RecordStore { get }
    /// The records `member` may see: their own and the household's. Every read, count,
    /// search and observation through it sees only those; every new record is theirs.
    func recordStore(for member: String) -> any RecordStore
    /// The files (photos).
    var blobStore: any BlobStore { get }
    /// The settings.
    var settingsStore: any SettingsStore { get }
    /// Where the data lives, for messages: a file's path, or a server's URL without its password.
    var location: String { get }
    /// The base schema version this build writes.
    var supportedSchemaVersion: Int { get }
    /// How many records the lists of this run left out because they no longer decode.
    var unreadableCount: Int { get }

    /// The base schema version the database holds.
    func schemaVersion() async throws -> Int
    /// `["ok"]` when the engine finds the database sound, else its list of problems.
    func integrityCheck() async throws -> [String]
    /// Every record of `collection` as stored, decodable or not, ordered by id.
    func storedRecords(in collection: String) async throws -> [StoredRecord]
    /// Makes every record `from` owns `to`'s, in one transaction; returns how many.
    func reassignRecords(from: String, to: String) async throws -> Int
    /// Deletes every record `owner` owns, in one transaction; returns them as they were
    /// stored, by collection (what files they named is the caller's to remove).
    func deleteRecords(ownedBy owner: String) async throws -> [String: [StoredRecord]]
    /// Moves these records into the quarantine, bodies untouched, at `date`; returns how many.
    func quarantine(_ records: [DoctorReport.UnreadableRecord], at date: Date) async throws -> Int
    /// The records an earlier repair set aside.
    func quarantinedRecords() async throws -> [DoctorReport.QuarantinedRecord]
    /// Every setting as stored: its key and its JSON text.
    func storedSettings() async throws -> [String: String]
    /// Writes these settings (JSON text by key), replacing those with the same keys.
    func mergeSettings(_ settings: [String: String]) async throws
    /// Makes what was written durable in the database proper (SQLite's write-ahead log);
    /// nothing to do for a server.
    func checkpoint()
    /// Ends the engine's connections; the run is over.
    func close() async
}

/// A record as an engine stores it: its id, its JSON body and whose it is.
public struct StoredRecord: Sendable, Equatable {
    public let id: String
    public let body: String
    public let sharing: RecordSharing

    public init(id: String, body: String, sharing: RecordSharing) {
        self.id = id
        self.body = body
        self.sharing = sharing
    }
}

extension Record {
    /// The record a stored JSON body holds; a body that no longer decodes is
    /// `PersistenceError.undecodable`, naming the record and what is wrong.
    public static func decoded(fromBody body: String, id: String, decoder: JSONDecoder) throws -> Self {
        do {
            return try decoder.decode(Self.self, from: Data(body.utf8))
        } catch {
            throw PersistenceError.undecodable(collection: collection, id: id, reason: DecodingProblem.describe(error))
        }
    }
}
