/// Every way a call to a network API can fail, as the user should hear about it.
public enum APIError: Error, Sendable, Equatable {
    /// No connection to the server (DNS, refused, network down).
    case offline(String)
    /// The server did not answer in time.
    case timeout
    /// The key is missing or invalid (401).
    case unauthorized
    /// Too many requests (403 rate limit, 429); `remaining` when the server said.
    case rateLimited(remaining: Int?)
    /// The thing asked for does not exist (404).
    case notFound
    /// The server rejected the request (400), with its own reason when it gave one.
    case badRequest(String?)
    /// The server failed (5xx).
    case serverError(status: Int)
    /// Any other unexpected status.
    case unexpectedStatus(Int)
    /// The body could not be decoded; `field` is the coding path that failed.
    case decoding(field: String)
    /// The request was cancelled (a newer search replaced it).
    case cancelled
}

extension APIError {
    /// The same error with every occurrence of `secret` (an access key) in the texts it
    /// carries replaced by `[access key]`.
    public func redacting(_ secret: String) -> APIError {
        switch self {
        case .offline(let detail): .offline(Self.redact(secret, in: detail))
        case .badRequest(let reason): .badRequest(reason.map { Self.redact(secret, in: $0) })
        default: self
        }
    }

    /// `text` with `secret` replaced by `[access key]`.
    public static func redact(_ secret: String, in text: String) -> String {
        secret.isEmpty ? text : text.replacingOccurrences(of: secret, with: "[access key]")
    }
}

extension APIError {
    /// The HTTP client's reason for being offline, in Korean; nil for a reason it does not
    /// know (libcurl's own English), which a Korean line leaves out rather than mix languages.
    static func koreanReason(_ detail: String) -> String? {
        let known = [
            "connection refused": "연결이 거부됨", "host not found": "서버 주소를 찾을 수 없음",
            "connection lost": "연결이 끊김", "secure connection failed": "보안 연결 실패",
        ]
        if let korean = known[detail] { return korean }
        if let match = detail.wholeMatch(of: /the answer was larger than (\d+) MB/) { return "응답이 \(match.1) MB보다 큼" }
        if let match = detail.wholeMatch(of: /more than (\d+) redirects/) { return "리디렉션 \(match.1)번 초과" }
        if detail.hasPrefix("libcurl"), detail.hasSuffix("is not installed") {
            return "\(detail.dropLast(" is not installed".count))이 설치되어 있지 않음"
        }
        return nil
    }
}

extension APIError: UserErrorConvertible {
    public var userError: UserError {
        switch self {
        case .offline(let detail):
            UserError(
                Message(
                    en: "Cannot reach the server (\(detail)). Check the network and try again.",
                    ko: "서버에 연결할 수 없습니다\(Self.koreanReason(detail).map { " (\($0))" } ?? ""). 네트워크를 확인하고 다시 시도하세요."
                ), category: .unavailable)
        case .timeout:
            UserError(
                Message(
                    en: "The server did not answer in time. Try again later.",
                    ko: "서버가 제때 응답하지 않았습니다. 잠시 후 다시 시도하세요."
                ), category: .unavailable)
        case .unauthorized:
            UserError(
                Message(
                    en: "The server rejected the access key (401). Check the key and try again.",
                    ko: "서버가 접근 키를 거부했습니다 (401). 키를 확인하고 다시 시도하세요."
                ), category: .permission)
        case .rateLimited(let remaining):
            // None left is the hour's quota used up; with some left the server wants fewer at once.
            UserError(
                remaining == 0
                    ? Message(
                        en: "The server's limit of requests for this hour is used up. Try again within the hour.",
                        ko: "이번 시간의 요청 한도를 다 썼습니다. 한 시간 안에 다시 시도하세요.")
                    : Message(
                        en: "The server asks for fewer requests at once. Wait a moment and try again.",
                        ko: "서버가 요청을 천천히 보내 달라고 합니다. 잠시 기다린 뒤 다시 시도하세요."),
                category: .unavailable)
        case .notFound:
            UserError(
                Message(en: "Not found on the server (404).", ko: "서버에서 찾을 수 없습니다 (404)."),
                category: .notFound)
        case .badRequest(let reason):
            UserError(
                Message(
                    en: "The server rejected the request: \(reason ?? "bad request (400)")",
                    ko: "서버가 요청을 거부했습니다: \(reason ?? "잘못된 요청 (400)")"
                ), category: .invalidInput)
        case .serverError(let status):
            UserError(
                Message(
                    en: "The server had a problem (\(status)). Try again later.",
                    ko: "서버에 문제가 있습니다 (\(status)). 잠시 후 다시 시도하세요."
                ), category: .unavailable)
        case .unexpectedStatus(let status):
            UserError(
                Message(
                    en: "The server answered with unexpected status \(status).",
                    ko: "서버가 예상하지 못한 상태 코드 \(status) 로 응답했습니다."
                ), category: .unavailable)
        case .decoding(let field):
            UserError(
                Message(
                    en: "The server's answer could not be read (field '\(field)').",
                    ko: "서버 응답을 읽을 수 없습니다 (필드 '\(field)')."
                ), category: .unavailable)
        case .cancelled:
            UserError(Message(en: "The request was cancelled.", ko: "요청이 취소되었습니다."), category: .other)
        }
    }
}
