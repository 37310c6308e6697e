import Hummingbird
import PageKit

/// Refuses a state-changing request another site's page sent: a browser marks every
/// request with `Sec-Fetch-Site` or `Origin`, and both must say this server. A request
/// with neither comes from a program, not a page (a browser always sends them on POST).
enum OriginCheck {
    static func verify(_ request: Request) throws(WebFailure) {
        if let site = request.headers.first(where: { $0.name.canonicalName == "sec-fetch-site" })?.value {
            guard site == "same-origin" || site == "none" else { throw .crossSite }
            return
        }
        if let origin = request.headers[.origin] {
            guard let host = request.head.authority, origin == "http://\(host)" || origin == "https://\(host)" else {
                throw .crossSite
            }
        }
    }
}
