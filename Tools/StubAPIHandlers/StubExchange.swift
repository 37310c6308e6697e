import StandInKit

/// A request the stand-in has taken in but not yet answered (`StubService.receive`).
public struct StubExchange: Sendable {
    /// How long to hold the answer back: an injected `.slow` fault; nil answers at once.
    public let delay: Duration?
    /// Answers the request and logs it as a hit.
    public let reply: @Sendable () -> StubReply
}
