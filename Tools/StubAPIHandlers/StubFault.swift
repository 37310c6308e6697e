/// A way the stub can be told to misbehave, for the next requests to one API.
public enum StubFault: Sendable, Equatable {
    /// 401 with Unsplash's OAuth error body.
    case unauthorized
    /// Unsplash: 403 `{"errors":["Rate Limit Exceeded"]}` with `X-Ratelimit-Remaining: 0`;
    /// iTunes: 403 with an empty body.
    case rateLimited
    /// 429 with an empty body.
    case tooManyRequests
    /// iTunes: 400 `{"errorMessage": message}`; Unsplash: 400 `{"errors":[message]}`.
    case badRequest(String)
    /// 404 (`{"errors":["Couldn't find Photo"]}` or iTunes' HTML page).
    case notFound
    /// 500 with a short body.
    case serverError
    /// 200 with a body that is not valid JSON.
    case malformedJSON
    /// The normal answer, after `seconds` of delay.
    case slow(seconds: Double)
    /// A 302 to the same API path and query on the server at `base` (`http://host:port`).
    case redirect(base: String)

    /// Parses `rate-limited`, `429`, `bad-request:<message>`, `not-found`, `500`,
    /// `malformed`, `slow:<seconds>`, `unauthorized`, `redirect:<http://host:port>`.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        switch parts.first?.lowercased() {
        case "unauthorized", "401": self = .unauthorized
        case "rate-limited", "403": self = .rateLimited
        case "too-many-requests", "429": self = .tooManyRequests
        case "bad-request", "400":
            self = .badRequest(parts.count > 1 ? parts[1] : "Invalid value(s) for key(s): [term]")
        case "not-found", "404": self = .notFound
        case "server-error", "500": self = .serverError
        case "malformed", "malformed-json": self = .malformedJSON
        case "slow": self = .slow(seconds: parts.count > 1 ? Double(parts[1]) ?? 2 : 2)
        case "redirect" where parts.count > 1: self = .redirect(base: parts[1])
        default: return nil
        }
    }
}

/// Which stand-in API a request or a fault is for.
public enum StubAPIName: String, Sendable, CaseIterable {
    case unsplash
    case itunes
}
