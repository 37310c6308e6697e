/// The pages a feature serves: a method, a path (`/perfume/:id`) and what answers it.
public struct WebRoutes: Sendable {
    /// How a route answers a request.
    public typealias Handler = @Sendable (WebRequest) async throws -> WebResponse

    /// One page or action.
    public struct Route: Sendable {
        /// GET (never changes data) or POST (checked to come from the app's own pages).
        public let method: WebMethod
        /// The path, `:name` marking a parameter.
        public let path: String
        /// What answers it.
        public let handler: Handler
    }

    /// Every route added, in order.
    public private(set) var routes: [Route] = []

    public init() {}

    /// A page: GET never changes data.
    public mutating func get(_ path: WebPath, _ handler: @escaping Handler) {
        routes.append(Route(method: .get, path: path.path, handler: handler))
    }

    /// A record's page: GET never changes data.
    public mutating func get<ID>(_ path: RecordPath<ID>, _ handler: @escaping Handler) {
        routes.append(Route(method: .get, path: path.template, handler: handler))
    }

    /// An action that changes data; only the app's own pages may send it.
    public mutating func post(_ path: WebPath, _ handler: @escaping Handler) {
        routes.append(Route(method: .post, path: path.path, handler: handler))
    }

    /// An action on one record; only the app's own pages may send it.
    public mutating func post<ID>(_ path: RecordPath<ID>, _ handler: @escaping Handler) {
        routes.append(Route(method: .post, path: path.template, handler: handler))
    }
}

/// The two methods the app uses.
public enum WebMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
}
