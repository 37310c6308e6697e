import Core
import FeatureContract
import PageKit
import Persistence
import Synchronization

/// Each member's own pages: every plugin's routes registered with that member's
/// dependencies (stores scoped to them), made at the member's first request and kept. A
/// page's services (`Provided`) are therefore never shared between members: nothing one
/// member's page made or cached can answer another's request.
final class MemberPages: Sendable {
    /// One member's dependencies and route handlers, in the order of `routes`.
    struct Pages: Sendable {
        let dependencies: FeatureDependencies
        let handlers: [WebRoutes.Handler]
    }

    private let plugins: [any WebPlugin.Type]
    private let dependencies: @Sendable (String) -> FeatureDependencies
    private let made = Mutex<[String: Pages]>([:])
    /// Every plugin's routes, in order, as registered with no store (what the router is built from).
    let routes: [WebRoutes.Route]

    /// `dependencies` makes a member's (their id) dependencies; `probe` is what the routes are
    /// first listed with, and must open no store.
    init(
        plugins: [any WebPlugin.Type], probe: FeatureDependencies,
        dependencies: @escaping @Sendable (String) -> FeatureDependencies
    ) {
        self.plugins = plugins
        self.dependencies = dependencies
        routes = Self.register(plugins, probe)
    }

    /// The pages of the member `id`, made now when this is their first request.
    func pages(of id: String) -> Pages {
        if let pages = made.withLock({ $0[id] }) { return pages }
        let memberDependencies = dependencies(id)
        let pages = Pages(
            dependencies: memberDependencies, handlers: Self.register(plugins, memberDependencies).map(\.handler))
        return made.withLock { made in
            if let existing = made[id] { return existing }
            made[id] = pages
            return pages
        }
    }

    private static func register(_ plugins: [any WebPlugin.Type], _ dependencies: FeatureDependencies)
        -> [WebRoutes.Route]
    {
        plugins.flatMap { plugin in
            var routes = WebRoutes()
            plugin.register(&routes, dependencies)
            return routes.routes
        }
    }
}
