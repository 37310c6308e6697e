/// What a front hands a feature for one use (a command's run, a web request): the
/// dependencies of this run. A feature declares its services once, as an extension of this
/// protocol in its own module, and every front that conforms gets them
/// (`context.listings` in a command, `request.listings` in a page).
public protocol FeatureContext {
    /// The stores, HTTP client, clock, providers and environment of this run.
    var dependencies: FeatureDependencies { get }
}
