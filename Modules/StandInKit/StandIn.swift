/// An API's stand-in: its answers to the requests a feature makes, from seeded data, with
/// no network. A feature that calls an API brings its own (`UnsplashStandIn` with Photobox's
/// commands, `ITunesStandIn` with AppLibrary's) for `mosaic tour`; the tests' `StubService`
/// serves them behind a socket.
package protocol StandIn: Sendable {
    /// The answer to `request` (its path below the API's address).
    func handle(_ request: StubRequest) -> StubReply
}
