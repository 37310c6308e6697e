import FeatureContract
import Persistence

/// A feature in the browser: its pages under `/<name>`, driven by its view-models.
public protocol WebPlugin: SendableMetatype {
    /// The feature these pages are a front for (its name, title and record types).
    static var feature: any Feature.Type { get }
    /// Adds the feature's pages and live screens, each page given the services it uses
    /// (`Provided`, made from `dependencies` when a request first needs them).
    static func register(_ routes: inout WebRoutes, _ dependencies: FeatureDependencies)
}
