import Core
import Foundation
import HTTPTypes
import Hummingbird

/// Who may use the web front, and how a request's origin is told: whether a password is
/// required even when none is set yet (a server on a network address), the proxies whose
/// `X-Forwarded-For` and `X-Forwarded-Proto` are believed, how wrong passwords are slowed
/// and limited, and where refusals are logged.
public struct WebAccess: Sendable {
    /// A network address: pages need a sign-in, and refuse everything until a password is set.
    public var passwordRequired: Bool
    /// Addresses of reverse proxies in front of the server (`--trusted-proxy`).
    public var trustedProxies: Set<String>
    /// How long a wrong password waits before it is answered.
    public var failureDelay: Duration
    /// Wrong passwords one address may send in a minute before it gets 429.
    public var attemptsPerMinute: Int
    /// Where a refused sign-in is written (the server's stderr); never with the password.
    public var log: @Sendable (Message) -> Void
    /// How long what was read of the password and a sign-in is trusted before it is read
    /// again: a sign-out or a new password on another server shows here within it.
    public var recheckAfter: Duration

    public init(
        passwordRequired: Bool = false, trustedProxies: Set<String> = [], failureDelay: Duration = .seconds(1),
        attemptsPerMinute: Int = 5, recheckAfter: Duration = .seconds(2),
        log: @escaping @Sendable (Message) -> Void = { _ in }
    ) {
        self.recheckAfter = recheckAfter
        self.passwordRequired = passwordRequired
        self.trustedProxies = trustedProxies
        self.failureDelay = failureDelay
        self.attemptsPerMinute = attemptsPerMinute
        self.log = log
    }

    /// The address the request came from: the peer, or, when the peer is a trusted proxy,
    /// the last address in `X-Forwarded-For` that is not one.
    func clientAddress(_ request: Request, peer: String?) -> String {
        let peer = peer ?? "unknown"
        guard trustedProxies.contains(peer), let forwarded = request.headers[.xForwardedFor] else { return peer }
        let hops = forwarded.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return hops.last { !trustedProxies.contains($0) && !$0.isEmpty } ?? peer
    }

    /// Whether the browser reached us over TLS: only a trusted proxy can say so.
    func cameOverTLS(_ request: Request, peer: String?) -> Bool {
        guard let peer, trustedProxies.contains(peer) else { return false }
        return request.headers[.xForwardedProto]?.lowercased() == "https"
    }
}

extension HTTPField.Name {
    static let xForwardedFor = Self("X-Forwarded-For")!
    static let xForwardedProto = Self("X-Forwarded-Proto")!
    static let clearSiteData = Self("Clear-Site-Data")!
}
