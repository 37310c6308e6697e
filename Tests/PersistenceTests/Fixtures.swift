import Foundation
import Persistence
import PersistencePostgres
import PersistenceSQLite
import PostgresNIO
import TestSupport
import Testing

/// A journal-like record with every kind of field the contract queries.
struct Note: Record, Equatable {
    static let collection = "notes"
    static let indexedFields = [Fields.rating, Fields.wished, Fields.createdAt, Fields.title]
    static let compoundIndexes: [[RecordQuery<Note>.Sort]] = [
        [.ascending(Fields.rating), .ascending(Fields.createdAt)]
    ]
    static let fullTextFields = [Fields.title, Fields.body]
    static let blobFields = [Fields.photo]
    static let ownersFields = [Fields.wished]

    enum Fields {
        static let rating = RecordField<Note>(CodingKeys.rating)
        static let wished = RecordField<Note>(CodingKeys.wished)
        static let createdAt = RecordField<Note>(CodingKeys.createdAt)
        static let title = RecordField<Note>(CodingKeys.title)
        static let photo = RecordField<Note>(CodingKeys.photo)
        static let body = RecordField<Note>(CodingKeys.body)
    }

    var id: String
    var title: String
    var body: String = ""
    var rating: Int = 0
    var wished: Bool = false
    var createdAt: Date = Date(timeIntervalSince1970: 0)
    var photo: BlobKey?

    var blobKeys: [BlobKey] { photo.map { [$0] } ?? [] }

    func repairing(missing: Set<BlobKey>) -> MissingBlobRepair<Note> {
        var fixed = self
        fixed.photo = nil
        return .update(fixed)
    }
}

/// A record with an integer id (like an App Store track id) and default conformances.
struct Tag: Record, Equatable {
    static let collection = "tags"
    let id: Int
    var name: String
}

/// A record each member keeps their own of (like a like of a photo, keyed by the photo).
struct Pin: Record, Equatable {
    static let collection = "pins"
    static let blobFields = [RecordField<Pin>(CodingKeys.image)]
    static let isPersonal = true
    let id: String
    var label: String
    var image: BlobKey?
}

/// A shelf's record: listed by name, each name's newest first, from an index that mixes
/// directions (as the app library's shelf is).
struct Shelved: Record, Equatable {
    static let collection = "shelved"
    static let compoundIndexes: [[RecordQuery<Shelved>.Sort]] = [
        [.ascending(Fields.name), .descending(Fields.savedAt)]
    ]

    enum Fields {
        static let name = RecordField<Shelved>(CodingKeys.name)
        static let savedAt = RecordField<Shelved>(CodingKeys.savedAt)
    }

    let id: String
    var name: String?
    var savedAt: Int
}

/// Never registered with any store.
struct Stranger: Record {
    static let collection = "strangers"
    let id: String
}

/// Same shape as the stress tool's record.
struct StressRecord: Record {
    static let collection = "stress"
    static let indexedFields = [RecordField<StressRecord>(CodingKeys.writer)]
    let id: String
    let writer: String
    let index: Int
}

/// The store implementations the contract runs on: SQLite three ways, and PostgreSQL on
/// the throwaway server when PostgreSQL is installed (else its cases are left out, and
/// `PostgresServer` says once that they were skipped).
enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
    case memory
    case file
    /// A file opened as one command opens it: one connection, no pool.
    case fileSingleConnection
    case postgres

    static var allCases: [StoreKind] {
        [.memory, .file, .fileSingleConnection] + (PostgresServer.isInstalled ? [.postgres] : [])
    }

    var testDescription: String { rawValue }
}

/// A store of one kind, with its temp folder kept alive as long as it is used.
struct StoreUnderTest {
    let records: any RecordStore
    let blobs: any BlobStore
    let settings: any SettingsStore
    /// The SQLite storage, for the tests of SQLite's own files (nil on PostgreSQL).
    let sqlite: SQLiteStorage?
    /// The engine, for what the doctor and `storage copy` use.
    let engine: any StoreEngine
    /// The database on the test server (nil on SQLite).
    let postgresDatabase: String?
    let folder: TemporaryDirectory

    init(_ kind: StoreKind, types: [any Record.Type] = [Note.self, Tag.self]) async throws {
        folder = TemporaryDirectory("mosaic-store")
        let storage: SQLiteStorage
        switch kind {
        case .memory: storage = try SQLiteStorage.inMemory(recordTypes: types)
        case .file: storage = try SQLiteStorage.open(directory: folder.url, recordTypes: types)
        case .fileSingleConnection:
            storage = try SQLiteStorage.open(directory: folder.url, recordTypes: types, access: .singleConnection)
        case .postgres:
            let database = try await PostgresServer.ready().createDatabase()
            let postgres = try await Self.postgres(database: database, types: types, cache: folder.url)
            (records, blobs, settings, sqlite, engine) = (
                postgres.records, postgres.blobs, postgres.settings, nil, postgres
            )
            postgresDatabase = database
            return
        }
        (records, blobs, settings, sqlite, engine) = (
            storage.records, storage.blobs, storage.settings, storage, storage
        )
        postgresDatabase = nil
    }

    /// A store on `database` of the test server, connected and with its schema.
    static func postgres(database: String, types: [any Record.Type] = [Note.self, Tag.self], cache: URL? = nil)
        async throws -> PostgresStorage
    {
        let server = try await PostgresServer.ready()
        let location = try PostgresLocation(url: server.url(database: database), environment: [:])
        return try await PostgresStorage(location: location, recordTypes: types, cacheDirectory: cache).prepared()
    }

    /// The SQLite storage of a SQLite kind.
    var storage: SQLiteStorage { sqlite! }
}
