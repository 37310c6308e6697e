/// What a stub handler sees of a request, independent of the HTTP server.
struct StubRequest: Sendable {
    let method: String
    /// The path below the API's prefix (`/photos/abc`).
    let path: String
    let query: [String: String]
    let headers: [String: String]
    /// How many requests the server had answered before this one (varies `/photos/random`).
    let counter: Int

    func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    func int(_ name: String) -> Int? {
        query[name].flatMap { Int($0) }
    }
}
