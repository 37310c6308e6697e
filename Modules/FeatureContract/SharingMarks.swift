import Core
import Persistence

/// What a list shows of whose each record is and who sees it, once a household has two
/// members (a household of one sees its lists as before: no marks). Handed to a feature with
/// its stores, scoped to the member who reads: a feature asks for its records' marks and
/// shows them, without knowing who signed in.
public struct SharingMarks: Sendable {
    /// One record's mark.
    public struct Mark: Sendable, Equatable {
        /// Another member's name, when the record is theirs; nil for the reader's own.
        public let owner: String?
        /// Who sees it.
        public let audience: Audience

        public init(owner: String?, audience: Audience) {
            self.owner = owner
            self.audience = audience
        }

        /// "가족 모두 · 엄마", "나만": what a list shows.
        public var label: Message {
            guard let owner else { return audience.label }
            return Message(en: "\(audience.label.english) · \(owner)", ko: "\(audience.label.korean) · \(owner)")
        }
    }

    private let find: @Sendable (_ collection: String, _ ids: [String]) async throws -> [String: Mark]

    /// `find` answers the marks of a collection's records by id.
    public init(_ find: @escaping @Sendable (_ collection: String, _ ids: [String]) async throws -> [String: Mark]) {
        self.find = find
    }

    /// How a list names the reader among the members it names ("Me", "나").
    public static let me = Message(en: "Me", ko: "나")

    /// Who owns each of `records`, by stored id: another member's name, or `me` for the
    /// reader's own (also what a record without a mark reads as).
    public func owners<R: Record>(of records: [R], me: String) async -> [String: String] {
        let marks = await marks(for: records)
        return Dictionary(uniqueKeysWithValues: records.map { ($0.storageID, marks[$0.storageID]?.owner ?? me) })
    }

    /// No marks (a household of one, a feature's own tests).
    public static let none = SharingMarks { _, _ in [:] }

    /// The marks of `records`, by their stored id; none when the household has one member or
    /// they cannot be read (a list still shows, unmarked).
    public func marks<R: Record>(for records: [R]) async -> [String: Mark] {
        guard !records.isEmpty else { return [:] }
        return (try? await find(R.collection, records.map(\.storageID))) ?? [:]
    }

    /// The marks a member's store shows: `member` reads through `records`; `names` are the
    /// household's members by id (fewer than two: no marks).
    public static func of(
        _ records: any RecordStore, member: ActingMember, names: @escaping @Sendable () async throws -> [String: String]
    ) -> SharingMarks {
        SharingMarks { collection, ids in
            let names = try await names()
            guard names.count > 1 else { return [:] }  // a household of one: its lists as before
            let me = try await member.id()
            let found = try await records.read { try $0.sharings(in: collection, ids: ids) }
            return found.mapValues {
                Mark(owner: $0.owner == me ? nil : names[$0.owner] ?? $0.owner, audience: $0.audience)
            }
        }
    }
}
