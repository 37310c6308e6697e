import Foundation

/// What an `HTTPClient` received: any status, not only 2xx.
public struct HTTPResponse: Sendable, Equatable {
    public let status: Int
    public let headers: [String: String]
    public let body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }

    /// The header's value, looked up case-insensitively.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

}
