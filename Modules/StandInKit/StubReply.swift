import Foundation

/// A stand-in's answer.
public struct StubReply: Sendable {
    /// The HTTP status.
    public var status: Int
    /// The response's headers.
    public var headers: [String: String]
    /// The response's body.
    public var body: Data

    package init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    package static func json(_ status: Int, _ text: String) -> StubReply {
        StubReply(status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
    }

    package static func empty(_ status: Int) -> StubReply {
        StubReply(status: status, headers: [:], body: Data())
    }

    /// `value` as JSON; Unsplash payloads use snake_case keys.
    package static func encoded<T: Encodable>(_ value: T, snakeCase: Bool = true, headers: [String: String] = [:])
        -> StubReply
    {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if snakeCase { encoder.keyEncodingStrategy = .convertToSnakeCase }
        let body = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return StubReply(status: 200, headers: headers.merging(["Content-Type": "application/json"]) { $1 }, body: body)
    }
}
