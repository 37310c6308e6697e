import Core

/// The catalogue of messages about finding stored records.
public enum PersistenceMessages {
    public static func notFound(_ id: String) -> Message {
        Message(en: "Nothing has the id '\(id)'.", ko: "'\(id)' 아이디를 가진 항목이 없습니다.")
    }

    public static func ambiguous(_ prefix: String, count: Int) -> Message {
        Message(
            en: "The id prefix '\(prefix)' matches \(count) entries; type more of the id:",
            ko: "아이디 앞부분 '\(prefix)' 에 해당하는 항목이 \(count)개입니다. 아이디를 더 입력하세요:"
        )
    }

    public static let emptyID = Message(en: "An id is required.", ko: "아이디가 필요합니다.")
}
