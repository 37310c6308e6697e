import Foundation

/// A request for an `HTTPClient`.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    public var url: URL
    public var headers: [String: String]
    public var body: Data?
    /// How long to wait for the response before failing with `APIError.timeout`.
    public var timeout: Duration

    public init(
        method: String = "GET",
        url: URL,
        headers: [String: String] = [:],
        body: Data? = nil,
        timeout: Duration = HTTPSettings.defaultTimeout
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// A GET of `path` below `base` with `query` items, percent-encoded by
    /// `URLComponents` (so `&`, `+`, `=`, `#`, Hangul and emoji survive).
    public static func get(
        _ base: URL,
        path: String,
        query: [(String, String)] = [],
        headers: [String: String] = [:]
    ) -> HTTPRequest {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false) ?? URLComponents()
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + (path.hasPrefix("/") ? path : "/" + path)
        if !query.isEmpty {
            components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) }
            // URLComponents leaves '+' alone, which servers read as a space.
            components.percentEncodedQuery = components.percentEncodedQuery?
                .replacingOccurrences(of: "+", with: "%2B")
        }
        return HTTPRequest(url: components.url ?? base, headers: headers)
    }
}
