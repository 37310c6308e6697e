import WebKit

extension WebSiteHarness {
    /// Walks every route `plugin` declares, as registered from its `<Feature>Routes`, each
    /// `:id` filled by `id(template)`: every page answers without JavaScript (200, or a
    /// redirect), a page with a live screen is opened live and its markup and session agree
    /// (`LivePage.wiringProblems`; each feature's own tests send the events, which change
    /// data). Every form on those pages posts to a declared POST route and, sent with the
    /// fields the page filled in (its declared fields), is answered in words (a record
    /// gone, an API down), never "no such page" or a server error; so is every POST route
    /// sent empty. Deleting comes last, so the records stay for the rest. Empty when every
    /// route works.
    public func routeWalkProblems(_ plugin: any WebPlugin.Type, id: (String) -> String) async throws -> [String] {
        var routes = WebRoutes()
        plugin.register(&routes, dependencies)
        func fill(_ template: String) -> String { template.replacingOccurrences(of: ":id", with: id(template)) }
        var problems: [String] = []
        var forms: [(page: String, form: PageForm)] = []
        let posts = routes.routes.filter { $0.method == .post }
        let declared = { (action: String) in
            posts.contains { route in
                action.split(separator: "?")[0].wholeMatch(
                    of: try! Regex(route.path.replacingOccurrences(of: ":id", with: "[^/]+"))) != nil
            }
        }
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
            // The kit's own forms (Undo, sign out) are not the feature's.
            for form in PageForm.all(in: page.text) where form.action.hasPrefix(prefix(of: route.path)) {
                if declared(form.action) {
                    forms.append((path, form))
                } else {
                    problems.append("GET \(route.path): a form posts to \(form.action), which no POST route declares")
                }
            }
        }
        let deletes = { (action: String) in action.split(separator: "?")[0].hasSuffix("/delete") }
        // What changes data but deletes nothing goes first, then the forms, then the deletes.
        var sends: [(what: String, path: String, form: PageForm?)] = posts.filter { !deletes($0.path) }.map {
            ("POST \($0.path)", fill($0.path), nil)
        }
        sends += (forms.filter { !deletes($0.form.action) } + forms.filter { deletes($0.form.action) }).map {
            ("\($0.page)'s form", $0.form.action, $0.form)
        }
        sends += posts.filter { deletes($0.path) }.map { ("POST \($0.path)", fill($0.path), nil) }
        for (what, path, form) in sends {
            let answer =
                if let form {
                    form.isMultipart
                        ? try await post(path, fields: form.fields, files: [:])
                        : try await post(path, fields: form.fields)
                } else {
                    try await post(path, [:])
                }
            // A record gone (404) or an API down (502) is told in words; no route or a crash is not.
            let unrouted = answer.status.code == 404 && answer.text.contains("There is no such page.")
            if unrouted || answer.status.code == 405 || answer.status.code == 500 {
                problems.append("\(what) to \(path) answered \(answer.status.code)")
            }
        }
        return problems
    }

    /// `/market` of `/market/:id/edit`: where a feature's paths start.
    private func prefix(of path: String) -> String {
        "/" + (path.split(separator: "/").first.map(String.init) ?? "")
    }
}
