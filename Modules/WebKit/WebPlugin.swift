import FeatureContract
import Persistence

/// A feature in the browser: its pages under `/<name>`, driven by its view-models.
public protocol WebPlugin: SendableMetatype {
    /// The feature these pages are a front for (its name, title and record types).
    static var feature: any Feature.Type { get }
    /// Adds the feature's pages and live screens.
    static func register(_ routes: inout WebRoutes)
}
