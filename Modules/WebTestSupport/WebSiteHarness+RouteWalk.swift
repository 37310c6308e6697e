import WebKit

extension WebSiteHarness {
    /// Walks every route `plugin` declares, as registered from its `<Feature>Routes`, each
    /// `:id` filled by `id(template)`: every page answers without JavaScript (200, or a
    /// redirect), a page with a live screen is opened live and its markup and session agree
    /// (`LivePage.wiringProblems`; each feature's own tests send the events, which change
    /// data), and every form's POST, sent empty, is answered in
    /// words, not "no such page" or a server error. POSTs that delete come last, so the
    /// records stay for the rest. Empty when every route works.
    public func routeWalkProblems(_ plugin: any WebPlugin.Type, id: (String) -> String) async throws -> [String] {
        var routes = WebRoutes()
        plugin.register(&routes)
        func fill(_ template: String) -> String { template.replacingOccurrences(of: ":id", with: id(template)) }
        var problems: [String] = []
        for route in routes.routes where route.method == .get {
            let path = fill(route.path)
            let page = try await get(path)
            guard page.status == .ok || page.location != nil else {
                problems.append("GET \(route.path) (\(path)) answered \(page.status.code) without JavaScript")
                continue
            }
            if page.text.contains("data-session=\"") {
                problems += try await live(path).wiringProblems.map { "GET \(route.path) live: \($0)" }
            }
        }
        let posts = routes.routes.filter { $0.method == .post }
        for route in posts.filter({ !$0.path.hasSuffix("/delete") }) + posts.filter({ $0.path.hasSuffix("/delete") }) {
            let path = fill(route.path)
            let answer = try await post(path, [:])
            if [404, 405].contains(answer.status.code) || answer.status.code >= 500 {
                problems.append("POST \(route.path) (\(path)) answered \(answer.status.code)")
            }
        }
        return problems
    }
}
