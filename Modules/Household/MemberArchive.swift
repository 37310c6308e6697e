import Core
import Foundation
import Persistence

/// Everything one member keeps, in one file: "my data" (`mosaic export --member NAME`,
/// 내 데이터 내려받기). Each record as stored (its JSON body) with who sees it, each photo it
/// names (base64), and the member's own settings. `mosaic import` reads it into any
/// household as the member who imports it.
public struct MemberArchive: Codable, Sendable {
    /// What a file must say it is.
    public static let format = "mosaic-member-archive"
    /// The version this build writes and reads.
    public static let version = 1

    /// One record: its id, its body, and who sees it.
    public struct Entry: Codable, Sendable {
        /// The record's id.
        public let id: String
        /// Who sees it beside its owner.
        public let audience: Audience
        /// Its stored JSON, as the feature wrote it.
        public let body: String
    }

    /// `mosaic-member-archive`.
    public let format: String
    /// 1.
    public let version: Int
    /// Whose data it was.
    public let member: String
    /// When it was written.
    public let exported: Date
    /// The records, by collection.
    public let records: [String: [Entry]]
    /// The photos the records name, by key, as base64.
    public let files: [String: String]
    /// The member's own settings, by key, as JSON text.
    public let settings: [String: String]

    /// The file's bytes: sorted, so one member's data exported twice is the same file.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }

    /// The archive `data` holds; anything else (another file, a newer version) is 65, named.
    public static func decode(_ data: Data, name: String) throws(UserError) -> MemberArchive {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let archive = try? decoder.decode(MemberArchive.self, from: data), archive.format == format else {
            throw UserError(HouseholdMessages.notAMemberArchive(name), category: .invalidInput)
        }
        guard archive.version <= version else {
            throw UserError(HouseholdMessages.newerMemberArchive(name), category: .invalidInput)
        }
        return archive
    }
}
