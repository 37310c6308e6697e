import Core
import Foundation

/// The JSON that `perfume export` writes and `perfume import` reads: every entry with
/// its photo inline as base64, so one file carries the whole journal.
public struct PerfumeArchive: Codable, Sendable, Equatable {
    /// Marks the file as a Mosaic perfume journal.
    public var format = Self.formatName
    public var version = Self.version
    public var exportedAt: Date
    public var entries: [Entry]

    public static let formatName = "mosaic-perfume-journal"
    /// The one version this build writes and reads.
    public static let version = 1

    /// One entry as exported.
    public struct Entry: Codable, Sendable, Equatable {
        public var id: String
        public var date: TastingDay?
        public var brand: String
        public var name: String
        public var notes: String?
        public var sentence: String
        public var wished: Bool
        public var createdAt: Date
        public var updatedAt: Date
        public var photo: Photo?

        public init(
            id: String, date: TastingDay?, brand: String, name: String, notes: String?, sentence: String,
            wished: Bool, createdAt: Date, updatedAt: Date, photo: Photo? = nil
        ) {
            self.id = id
            self.date = date
            self.brand = brand
            self.name = name
            self.notes = notes
            self.sentence = sentence
            self.wished = wished
            self.createdAt = createdAt
            self.updatedAt = updatedAt
            self.photo = photo
        }
    }

    /// A photo inline.
    public struct Photo: Codable, Sendable, Equatable {
        public var format: ImageFormat
        public var base64: String

        public init(format: ImageFormat, base64: String) {
            self.format = format
            self.base64 = base64
        }
    }

    public init(exportedAt: Date, entries: [Entry]) {
        self.exportedAt = exportedAt
        self.entries = entries
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }

    /// Reads an export; anything else is invalid input naming the field that is wrong. The
    /// file is UTF-8 JSON (a leading byte-order mark is allowed), of this format and
    /// version, with each id once.
    public static func decode(_ data: Data, name: String) throws(UserError) -> PerfumeArchive {
        var data = data
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { data.removeFirst(3) }
        guard String(validating: data, as: UTF8.self) != nil, data.first != 0, data.dropFirst().first != 0 else {
            throw UserError(PerfumeMessages.notAnArchive(name, field: "(not UTF-8 text)"), category: .invalidInput)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let archive: PerfumeArchive
        do {
            archive = try decoder.decode(PerfumeArchive.self, from: data)
        } catch let error as DecodingError {
            throw UserError(
                PerfumeMessages.notAnArchive(name, field: JSONResponseDecoder.fieldPath(of: error)),
                category: .invalidInput)
        } catch {
            throw UserError(PerfumeMessages.notAnArchive(name, field: "(not JSON)"), category: .invalidInput)
        }
        guard archive.format == formatName else {
            throw UserError(PerfumeMessages.notAnArchive(name, field: "format"), category: .invalidInput)
        }
        guard archive.version == version else {
            throw UserError(PerfumeMessages.unsupportedArchiveVersion(name, archive.version), category: .invalidInput)
        }
        var seen = Set<String>()
        for entry in archive.entries where !seen.insert(entry.id).inserted {
            throw UserError(PerfumeMessages.duplicateImportedID(name, entry.id), category: .invalidInput)
        }
        return archive
    }
}
