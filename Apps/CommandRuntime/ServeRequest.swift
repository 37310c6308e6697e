import Core

/// What `mosaic serve` was asked for.
public struct ServeRequest: Sendable {
    /// The port to listen on (0: a free one).
    public let port: Int
    /// The address to listen on.
    public let host: String
    /// The other names the server answers to (`--allowed-host`).
    public let allowedHosts: [String]
    /// The reverse proxies whose forwarding headers are believed (`--trusted-proxy`).
    public let trustedProxies: Set<String>
    /// The pages' language (`--lang`); nil: the one each browser asks for.
    public let language: Language?

    public init(port: Int, host: String, allowedHosts: [String], trustedProxies: Set<String>, language: Language?) {
        self.port = port
        self.host = host
        self.allowedHosts = allowedHosts
        self.trustedProxies = trustedProxies
        self.language = language
    }
}
