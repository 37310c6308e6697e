import Core

/// The catalogue of messages about finding stored records.
public enum PersistenceMessages {
    public static func unreadableDatabase(_ path: String) -> Message {
        Message(
            en: "\(path) is not a database that can be read, or it is damaged.",
            ko: "\(path) 은(는) 읽을 수 있는 데이터베이스가 아니거나 손상됐어요.")
    }

    public static func foreignDatabaseTooLarge(_ path: String, limit: Int) -> Message {
        Message(
            en: "\(path) is larger than \(limit >> 20) MB, more than any backup to import; it was not read.",
            ko: "\(path) 은(는) \(limit >> 20) MB보다 커서 가져올 백업이 아니에요. 읽지 않았어요.")
    }

    public static let ownersOwn = Message(
        en: "That is its owner's own on a record they share (their wish): only they change it.",
        ko: "함께 보는 기록이지만 그 부분(찜)은 주인의 것입니다. 주인만 바꿀 수 있습니다.")

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
