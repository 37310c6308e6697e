import Foundation

extension HTTPRequest {
    /// The request to send next when `response` redirects this one, or nil when it does
    /// not (not a 301/302/303/307/308 with a usable `Location`). Only http and https are
    /// followed. Credentials stay with their origin: a redirect to another scheme, host or
    /// port drops the `Authorization` and `Cookie` headers, so an API key never reaches
    /// a server it was not meant for. A 303, or a 301/302 after a POST, becomes a GET
    /// without a body, as browsers do.
    public func redirected(by response: HTTPResponse) -> HTTPRequest? {
        guard [301, 302, 303, 307, 308].contains(response.status),
            let location = response.header("location"),
            let target = URL(string: location, relativeTo: url)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https",
            target.host?.isEmpty == false
        else { return nil }
        var next = self
        next.url = target
        if !Self.sameOrigin(url, target) {
            next.headers = headers.filter { !["authorization", "cookie"].contains($0.key.lowercased()) }
        }
        if response.status == 303 || (method == "POST" && [301, 302].contains(response.status)) {
            next.method = "GET"
            next.body = nil
        }
        return next
    }

    private static func sameOrigin(_ first: URL, _ second: URL) -> Bool {
        first.scheme?.lowercased() == second.scheme?.lowercased()
            && first.host?.lowercased() == second.host?.lowercased()
            && effectivePort(first) == effectivePort(second)
    }

    private static func effectivePort(_ url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    }
}
