import Foundation
import PageKit
import SiteServer

extension WebSiteHarness {
    /// Walks every route `plugin` declares, as registered from its `<Feature>Routes`, each
    /// `:id` filled by `id(template)`: every page answers without JavaScript (200, or a
    /// redirect), a page with a live screen is opened live and its markup and session agree
    /// (`LivePage.wiringProblems`; each feature's own tests send the events, which change
    /// data). Every form on those pages posts to a declared POST route and, sent with the
    /// fields the page filled in (its declared fields), is answered in words (a record
    /// gone, an API down), never "no such page" or a server error; so is every POST route
    /// sent empty. Every page is also asked for with each of its address's parameters (its
    /// filters, its links', `shown`, `page`) set to each of `extremes`, and every form is
    /// posted with each field so: an answer in words, never a server error, and never a
    /// trap (which would end the server, and this test with it). Deleting comes last, so
    /// the records stay for the rest. Empty when every route works.
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
            let names = PageForm.queryNames(in: page.text).union([ListFooter.parameter, "page"]).sorted()
            for value in Self.extremes {
                let query = names.map { "\($0)=\(value.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)" }
                let probe = path + "?" + query.joined(separator: "&")
                let answer = try await get(probe)
                if answer.status.code >= 500 {
                    problems.append("GET \(probe) answered \(answer.status.code)")
                }
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
        let probes = forms.filter { !deletes($0.form.action) }.flatMap { page, form in
            Self.extremes.map { ("\(page)'s form, every field \($0)", form.action, Optional(form.filled(with: $0))) }
        }
        sends.insert(contentsOf: probes, at: 0)
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

    /// Numbers no field may turn into a trap: the ends of `Int`, past them, past `Double`,
    /// not a number, and a negative.
    static let extremes = [
        "9223372036854775807", "-9223372036854775808", "18446744073709551616", "1e309", "-1e309", "nan", "inf", "-1",
    ]

    /// `/market` of `/market/:id/edit`: where a feature's paths start.
    private func prefix(of path: String) -> String {
        "/" + (path.split(separator: "/").first.map(String.init) ?? "")
    }
}
