import ArgumentParser
import FeatureContract
import Persistence

/// A feature on the command line: its command tree and its part of `mosaic tour`.
public protocol CommandPlugin: SendableMetatype {
    /// The feature these commands are a front for (its name, summary and record types).
    static var feature: any Feature.Type { get }
    /// The feature's command tree.
    static var command: any ParsableCommand.Type { get }
    /// The feature's demo scenario for `mosaic tour`.
    static func tour(_ tour: TourContext) async throws
    /// The stand-in for the API the feature calls, which the tour runs it against; nil
    /// (the default) for a feature that calls none.
    static var tourStandIn: TourStandIn? { get }
}

extension CommandPlugin {
    public static var tourStandIn: TourStandIn? { nil }
}
