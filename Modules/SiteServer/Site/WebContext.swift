import Hummingbird
import NIOCore

/// What the server knows of a request beyond the request itself: the address it came from.
public struct WebContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The address of the peer that sent the request (a proxy's, behind one); nil when
    /// the channel has none (a test's).
    public var peerAddress: String?
    /// The sign-in the request's cookie names, once `SignInGate` has checked it.
    var signIn: String?
    /// The member that sign-in is of (their id).
    var member: String?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peerAddress = source.channel.remoteAddress?.ipAddress
    }
}
