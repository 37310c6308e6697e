import Foundation

/// A stub handler's answer.
public struct StubReply: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    static func json(_ status: Int, _ text: String) -> StubReply {
        StubReply(status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
    }

    static func empty(_ status: Int) -> StubReply {
        StubReply(status: status, headers: [:], body: Data())
    }

    /// `value` as JSON; Unsplash payloads use snake_case keys.
    static func encoded<T: Encodable>(_ value: T, snakeCase: Bool = true, headers: [String: String] = [:]) -> StubReply
    {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if snakeCase { encoder.keyEncodingStrategy = .convertToSnakeCase }
        let body = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return StubReply(status: 200, headers: headers.merging(["Content-Type": "application/json"]) { $1 }, body: body)
    }
}
