import ArgumentParser
import FeatureKit

/// A feature on the command line: its command tree and its part of `mosaic tour`.
public protocol CommandPlugin: FeaturePlugin {
    /// The feature's command tree.
    static var command: any ParsableCommand.Type { get }
    /// The feature's demo scenario for `mosaic tour`.
    static func tour(_ tour: TourContext) async throws
}
