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
}
