import Core
import FeatureKit

/// A feature in the browser: its pages under `/<name>`, driven by its view-models.
public protocol WebPlugin: FeaturePlugin {
    /// The feature's title on the home page and in the navigation.
    static var title: Message { get }
    /// Adds the feature's pages and live screens.
    static func register(_ routes: inout WebRoutes)
}
