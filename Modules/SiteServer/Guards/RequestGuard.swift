import Core
import Hummingbird
import PageKit

/// The rules every request passes before any route (pages, files, assets, live events and
/// unknown paths alike), and the headers every response carries:
/// - a `Host` the server does not answer to gets 421 (DNS rebinding);
/// - a body announced larger than `WebLimits.bodyBytes` gets 413 at once;
/// - a request another site's page made (`Sec-Fetch-Site: cross-site` or `same-site`:
///   another port on `localhost` is the same site) is refused with 403, except a top-level
///   navigation, which gets a page with a link instead of running the route, so no page
///   from elsewhere opens a live screen or spends an API call;
/// - responses forbid framing, sniffing and leaking the address in `Referer`, and run only
///   the app's own script.
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
    let hosts: HostAllowList
    /// The refusal page for a request, in the reader's language.
    let refusal: @Sendable (Request, WebFailure, HTML?) -> Response

    static var securityHeaders: HTTPFields {
        [
            .contentSecurityPolicy: "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
                + "img-src 'self' data: blob: https: http:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
                + "form-action 'self'; frame-ancestors 'none'",
            .xFrameOptions: "DENY",
            .xContentTypeOptions: "nosniff",
            .referrerPolicy: "same-origin",
            .crossOriginResourcePolicy: "same-origin",
        ]
    }

    func handle(
        _ request: Request, context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response: Response
        if !hosts.allows(request.head.authority) {
            response = refusal(request, .misdirected, nil)
        } else if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > WebLimits.bodyBytes {
            // Refused before any byte of it is read: a client that announces 10 GB is not waited for.
            response = refusal(request, .uploadTooLarge, nil)
        } else {
            switch FetchMetadata(request.headers).verdict(method: request.method) {
            case .allow:
                do {
                    response = try await next(request, context)
                } catch let error as any HTTPResponseError {
                    response =
                        error.status == .notFound
                        ? refusal(request, .notFound, nil)
                        : Response(status: error.status)
                }
            case .navigationFromElsewhere:
                response = refusal(request, .openedFromElsewhere, Self.continueLink(request))
            case .refuse:
                response = refusal(request, .crossSite, nil)
            }
        }
        for field in Self.securityHeaders { response.headers[field.name] = field.value }
        return response
    }

    /// A same-origin link to what was asked for: following it is this site's own navigation.
    private static func continueLink(_ request: Request) -> HTML {
        let target =
            request.uri.path.hasPrefix("/") && !request.uri.path.hasPrefix("//") ? request.uri.description : "/"
        return "<p><a class=\"button\" href=\"\(target)\">\(target)</a></p>"
    }
}

// Hummingbird exports `HTTPFields` but not its element type's name.
extension HTTPFields.Element.Name {
    static let xFrameOptions = Self("X-Frame-Options")!
    static let xContentTypeOptions = Self("X-Content-Type-Options")!
    static let referrerPolicy = Self("Referrer-Policy")!
    static let crossOriginResourcePolicy = Self("Cross-Origin-Resource-Policy")!
}
