import Foundation
import Persistence
import PersistenceSQLite
import TestSupport

/// A journal-like record with every kind of field the contract queries.
struct Note: Record, Equatable {
    static let collection = "notes"
    static let indexedFields = [Fields.rating, Fields.wished, Fields.createdAt, Fields.title]
    static let compoundIndexes = [[Fields.rating, Fields.createdAt]]
    static let fullTextFields = [Fields.title, Fields.body]

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

/// The store implementations the contract runs on.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
    case memory
    case file
    /// A file opened as one command opens it: one connection, no pool.
    case fileSingleConnection

    var testDescription: String { rawValue }
}

/// A store of one kind, with its temp folder kept alive as long as it is used.
struct StoreUnderTest {
    let storage: SQLiteStorage
    let folder: TemporaryDirectory

    init(_ kind: StoreKind, types: [any Record.Type] = [Note.self, Tag.self]) throws {
        folder = TemporaryDirectory("mosaic-store")
        switch kind {
        case .memory: storage = try SQLiteStorage.inMemory(recordTypes: types)
        case .file: storage = try SQLiteStorage.open(directory: folder.url, recordTypes: types)
        case .fileSingleConnection: storage = try SQLiteStorage.open(directory: folder.url, recordTypes: types, access: .singleConnection)
        }
    }

    var records: any RecordStore { storage.records }
    var blobs: any BlobStore { storage.blobs }
    var settings: any SettingsStore { storage.settings }
}

import Testing
