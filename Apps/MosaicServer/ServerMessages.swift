import Core

/// What `mosaic-server`'s own parts say: the server's address, the database URL.
enum ServerMessages {
    static func cannotListen(_ host: String, _ port: Int, _ reason: String) -> Message {
        Message(
            en: "Cannot listen on \(host):\(port) (\(reason)). Is another server using the port? Try --port 0.",
            ko: "\(host):\(port) 에서 들을 수 없습니다 (\(reason)). 다른 서버가 포트를 쓰고 있나요? --port 0 을 써 보세요.")
    }

    static func invalidDatabaseURL(_ reason: String) -> Message {
        Message(en: "The database URL is not usable: \(reason).", ko: "데이터베이스 URL 을 쓸 수 없습니다: \(reason).")
    }
}
