/// A request the stand-in answered, for tests that assert what was called.
public struct StubHit: Sendable, Equatable {
    public let api: StubAPIName
    public let method: String
    public let path: String
    public let query: [String: String]
    public let headers: [String: String]
    public let status: Int

    /// The request header `name`, looked up case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
}
