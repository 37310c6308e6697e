/// What a stand-in sees of a request, independent of how it came (a socket or in process).
package struct StubRequest: Sendable {
    package let method: String
    /// The path below the API's prefix (`/photos/abc`).
    package let path: String
    package let query: [String: String]
    package let headers: [String: String]
    /// How many requests the server had answered before this one (varies `/photos/random`).
    package let counter: Int

    package init(method: String, path: String, query: [String: String], headers: [String: String], counter: Int) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.counter = counter
    }

    package func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    package func int(_ name: String) -> Int? {
        query[name].flatMap { Int($0) }
    }
}
