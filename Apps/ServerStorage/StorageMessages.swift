import Core

/// What the PostgreSQL part says of the database URL.
enum StorageMessages {
    static func invalidDatabaseURL(_ reason: String) -> Message {
        Message(en: "The database URL is not usable: \(reason).", ko: "데이터베이스 URL 을 쓸 수 없습니다: \(reason).")
    }
}
