import Foundation
import PageKit
import Persistence

extension WebSiteHarness {
    /// Makes this a household of two: Mom, its first member (who owns what `dependencies`
    /// stored), and Dad, whose id is `dadID`; returns the site as each sees it, signed in.
    public func momAndDad() async throws -> (mom: WebSiteHarness, dad: WebSiteHarness, dadID: String) {
        try await addMember("Mom", password: "mom's password")
        let dadID = try await addMember("Dad", password: "dad's password")
        return (
            try await signedIn(as: "Mom", password: "mom's password"),
            try await signedIn(as: "Dad", password: "dad's password"), dadID
        )
    }

    /// Issue #58: what this harness's member (signed in, see `signedIn(as:password:)`)
    /// reaches of another member's records through every route `plugin` declares. Empty
    /// when, on every page, none of `hidden` shows (the other's "Only me" record's id and
    /// text), even searched for by `word`; a route naming the private record (`privateID`
    /// of its template) answers as one naming a made-up id does, GET and POST alike; the
    /// household's record (`sharedID`) opens; and `files` (the private record's photos, their
    /// thumbnails and display copies) are 404. `madeUpID` is an id of the feature's form
    /// that names nothing.
    public func memberWalkProblems(
        _ plugin: any WebPlugin.Type, hidden: [String], word: String, privateID: (String) -> String,
        sharedID: (String) -> String, madeUpID: String = "zz-made-up-id", files: [BlobKey] = []
    ) async throws -> [String] {
        var routes = WebRoutes()
        plugin.register(&routes, dependencies)
        var problems: [String] = []
        func leaks(_ page: WebPage, _ what: String) {
            for text in hidden where page.text.contains(text) {
                problems.append("\(what) shows \(text)")
            }
        }
        for route in routes.routes where route.method == .get {
            guard route.path.contains(":id") else {
                let page = try await get(route.path)
                leaks(page, "GET \(route.path)")
                let names = PageForm.queryNames(in: page.text).sorted()
                if !names.isEmpty {
                    let query = names.map {
                        "\($0)=\(word.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
                    }
                    let probe = route.path + "?" + query.joined(separator: "&")
                    leaks(try await get(probe), "GET \(probe)")
                }
                continue
            }
            let secret = route.path.replacingOccurrences(of: ":id", with: privateID(route.path))
            let page = try await get(secret)
            let none = try await get(route.path.replacingOccurrences(of: ":id", with: madeUpID))
            leaks(page, "GET \(secret)")
            if page.status != none.status {
                problems.append(
                    "GET \(secret) answered \(page.status.code), a made-up id \(none.status.code): it tells the record is there"
                )
            }
            let shared = route.path.replacingOccurrences(of: ":id", with: sharedID(route.path))
            let open = try await get(shared)
            if open.status != .ok && open.location == nil {
                problems.append("GET \(shared) (the household's) answered \(open.status.code)")
            }
        }
        for route in routes.routes where route.method == .post && route.path.contains(":id") {
            let secret = route.path.replacingOccurrences(of: ":id", with: privateID(route.path))
            let unknown = route.path.replacingOccurrences(of: ":id", with: madeUpID)
            let answer = try await post(secret, [:])
            let none = try await post(unknown, [:])
            leaks(answer, "POST \(secret)")
            if answer.status != none.status {
                problems.append(
                    "POST \(secret) answered \(answer.status.code), a made-up id \(none.status.code): it tells the record is there"
                )
            }
        }
        for key in files {
            for path in ["/files/", "/thumbnails/", "/display/"] {
                let page = try await get(path + key.rawValue)
                if page.status != .notFound {
                    problems.append("GET \(path)\(key) answered \(page.status.code), not 404")
                }
            }
        }
        return problems
    }
}
