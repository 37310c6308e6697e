import Core

/// What the web part says of its own: the server's address.
enum ServerMessages {
    static func cannotListen(_ host: String, _ port: Int, _ reason: String) -> Message {
        Message(
            en: "Cannot listen on \(host):\(port) (\(reason)). Is another server using the port? Try --port 0.",
            ko: "\(host):\(port) 에서 들을 수 없습니다 (\(reason)). 다른 서버가 포트를 쓰고 있나요? --port 0 을 써 보세요.")
    }
}
