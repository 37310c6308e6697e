import Synchronization

/// The names a request's `Host` may give, so a page of another site that rebinds its own
/// name to this machine (DNS rebinding) is refused: the address the server listens on,
/// `localhost`, `127.0.0.1` and `[::1]` with the server's port, and the names given with
/// `--allowed-host` (a name alone allows any port, `name:port` that port only).
public final class HostAllowList: Sendable {
    private let names: Set<String>
    private let allowed: Set<String>
    private let boundPort = Mutex<Int?>(nil)

    /// `listening` is the address the server listens on; `allowed` the `--allowed-host` names.
    public init(listening: String = "127.0.0.1", allowed: [String] = []) {
        let loopback = ["localhost", "127.0.0.1", "[::1]"]
        let bound = listening.contains(":") && !listening.hasPrefix("[") ? "[\(listening)]" : listening
        // The wildcard addresses are not names a browser can use.
        let own = ["0.0.0.0", "[::]"].contains(bound) ? [] : [bound]
        self.names = Set((loopback + own).map { $0.lowercased() })
        self.allowed = Set(allowed.map { $0.lowercased() })
    }

    /// Sets the port the server listens on, once it is known (port 0 picks one).
    public func bind(port: Int) {
        boundPort.withLock { $0 = port }
    }

    /// Whether a request whose `Host` is `authority` may be answered.
    public func allows(_ authority: String?) -> Bool {
        guard let authority = authority?.lowercased(), !authority.isEmpty else { return false }
        if allowed.contains(authority) { return true }
        let (name, port) = Self.split(authority)
        if allowed.contains(name) { return true }
        guard names.contains(name) else { return false }
        guard let port else { return true }
        return boundPort.withLock { bound in bound.map { $0 == port } ?? true }
    }

    /// `host:port` (or `[v6]:port`) as its name and port; a malformed port is no port match.
    private static func split(_ authority: String) -> (name: String, port: Int?) {
        let portStart: String.Index?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return (authority, nil) }
            portStart = authority[close...].firstIndex(of: ":")
        } else {
            portStart = authority.lastIndex(of: ":")
        }
        guard let colon = portStart else { return (authority, nil) }
        let name = String(authority[..<colon])
        guard let port = Int(authority[authority.index(after: colon)...]), (0...65535).contains(port) else {
            return (name, -1)
        }
        return (name, port)
    }
}
