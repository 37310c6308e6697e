import Core

/// An API's stand-in that a feature brings to `mosaic tour`: a client answering in this
/// process, the address it answers at, and the environment that points the feature there.
/// The command runtime knows none of them; the tour gathers its features' own.
public struct TourStandIn: Sendable {
    /// The address the client answers at (a request elsewhere is not its).
    public let base: String
    /// The client that answers, with no network.
    public let client: any HTTPClient
    /// The variables that point the feature at `base` (`MOSAIC_UNSPLASH_URL`).
    public let environment: [String: String]

    public init(base: String, client: any HTTPClient, environment: [String: String]) {
        self.base = base
        self.client = client
        self.environment = environment
    }
}
