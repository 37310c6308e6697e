import Core
import FeatureContract
import Foundation
import HTTPTypes
import Hummingbird
import PageKit
import Persistence

/// Every feature's pages on one router: the home page, the assets, files from the blob
/// store, the live screens' connections, and the rules every request passes (POST only
/// from the app's own pages, bodies of at most 20 MB, errors as pages with their status).
public struct WebSite: Sendable {
    let plugins: [any WebPlugin.Type]
    /// The server's own: the household's settings (members, sign-ins). No page is handed it.
    let dependencies: FeatureDependencies
    /// Each member's pages, given stores scoped to them.
    let memberPages: MemberPages
    /// Everything the member with an id keeps, as one file (`mosaic export --member`'s).
    let memberArchive: (@Sendable (String) async throws -> Data)?
    /// The live screens; the server closes them when it stops.
    public let sessions: LiveSessions
    /// `--lang`, which wins over the browser's `Accept-Language`.
    let language: Language?
    /// The language when neither `--lang` nor the browser names one Mosaic speaks.
    let fallbackLanguage: Language
    /// The names a request's `Host` may give.
    public let hosts: HostAllowList
    /// Who may sign in, and from where requests are believed to come.
    public let access: WebAccess
    /// Sign-in attempts per address and in all, on this server.
    let throttle: SignInThrottle
    /// Sign-in attempts per member named, across addresses.
    let memberThrottle: SignInThrottle
    /// How many passwords are checked at once.
    let passwordChecks = ConcurrencyGate(limit: 2)
    /// How many requests are answered (a page drawn, a form handled) at once: a long list's
    /// page holds its records and its HTML while it is drawn, so the server's memory is
    /// bounded by this many of them, not by how many clients ask at once.
    let answering = ConcurrencyGate(limit: 4)
    /// The password's state and the sign-ins, as last read from the store.
    let signInCache: SignInCache
    /// Whether the store answers, as last checked.
    let storageWatch = StorageWatch()

    /// `dependencies` are the server's own (the household's settings); `memberDependencies`
    /// makes a member's (their id), whose stores are scoped to them: a page is only ever
    /// handed those.
    public init(
        plugins: [any WebPlugin.Type], dependencies: FeatureDependencies,
        memberDependencies: @escaping @Sendable (String) -> FeatureDependencies,
        memberArchive: (@Sendable (String) async throws -> Data)? = nil, sessions: LiveSessions = LiveSessions(),
        language: Language?, fallbackLanguage: Language, hosts: HostAllowList = HostAllowList(),
        access: WebAccess = WebAccess()
    ) {
        self.plugins = plugins
        self.memberArchive = memberArchive
        memberPages = MemberPages(
            plugins: plugins, probe: Self.noMember(dependencies), dependencies: memberDependencies)
        self.hosts = hosts
        self.access = access
        throttle = SignInThrottle(attempts: access.attemptsPerMinute)
        memberThrottle = SignInThrottle(attempts: access.attemptsPerMinute)
        signInCache = SignInCache(fresh: access.recheckAfter)
        self.dependencies = dependencies
        self.sessions = sessions
        self.language = language
        self.fallbackLanguage = fallbackLanguage
    }

    /// The cookie a sign-in is carried in.
    package static var signInCookieName: String { SignInGate.cookieName }

    /// Dependencies whose stores open for no one: what a request that names no member gets.
    static func noMember(_ dependencies: FeatureDependencies) -> FeatureDependencies {
        dependencies.with { throw UserError(WebMessages.notFound, category: .notFound) }
    }

    var layout: WebLayout { WebLayout(features: plugins.map { ($0.feature.name, $0.feature.title) }) }

    /// The router with every route.
    public func router() -> Router<WebContext> {
        let router = Router(context: WebContext.self)
        let site = self
        // Outermost: what every other rule answers (a refusal too) goes compressed.
        router.add(middleware: ResponseCompression())
        router.add(middleware: EntityTags())
        router.add(
            middleware: RequestGuard(hosts: hosts) { request, failure, extra in
                let language = site.language(for: request)
                return Self.html(
                    site.failurePage(failure, extra: extra, language: language),
                    status: HTTPResponse.Status(code: failure.status))
            })
        let dependencies = dependencies
        router.add(
            middleware: SignInGate(
                access: access, settings: { try dependencies.settings }, cache: signInCache,
                now: { dependencies.dates.now() },
                refusal: { request, failure in site.failureResponse(failure, language: site.language(for: request)) }))
        addSignIn(to: router)
        addAccount(to: router)
        addCalendar(to: router)
        addInvitation(to: router)
        addMembers(to: router)
        add(.get, "/", router: router, handler: home)
        router.get(RouterPath(KitPaths.script.path)) { request, _ in
            Self.asset(WebAssets.script, type: "text/javascript; charset=utf-8", versioned: request)
        }
        router.get(RouterPath(KitPaths.styleSheet.path)) { request, _ in
            Self.asset(WebAssets.styleSheet, type: "text/css; charset=utf-8", versioned: request)
        }
        router.get(RouterPath(KitPaths.icon.path)) { _, _ in Self.asset(WebAssets.icon, type: "image/svg+xml") }
        for side in AppIcon.sizes {
            for name in ["\(side)", "\(side)-maskable"] {
                router.get(RouterPath(KitPaths.assets + "icon-\(name).png")) { _, _ in
                    Response(
                        status: .ok, headers: [.contentType: "image/png", .cacheControl: "public, max-age=86400"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: AppIcon.png(named: name) ?? Data())))
                }
            }
        }
        router.get(RouterPath(KitPaths.serviceWorker.path)) { _, _ in
            var response = Self.asset(ServiceWorker.script, type: "text/javascript; charset=utf-8")
            response.headers[HTTPField.Name("Service-Worker-Allowed")!] = "/"
            return response
        }
        // Asked for by browsers and tools that do not read the page's icon link.
        router.get(RouterPath(KitPaths.favicon.path)) { _, _ in
            Response(
                status: .movedPermanently, headers: [.location: KitPaths.icon.path, .cacheControl: "max-age=86400"])
        }
        router.get(RouterPath(KitPaths.manifest.path)) { _, _ in
            Self.asset(WebAssets.manifest, type: "application/manifest+json")
        }
        add(.get, KitPaths.files + "**", router: router, handler: file)
        add(.get, KitPaths.thumbnails + "**", router: router) { try await Self.copy(.thumbnail, $0) }
        add(.get, KitPaths.display + "**", router: router) { try await Self.copy(.display, $0) }
        let sessions = sessions
        router.get(RouterPath(KitPaths.live + ":session")) { request, context in
            // A page that comes back (a dropped stream, a suspended tab) says what it saw last.
            let lastSeen = request.headers[HTTPField.Name("Last-Event-ID")!].flatMap { Int($0) } ?? 0
            // Another sign-in's screen is as good as gone: a stream is its own member's.
            guard let session = sessions.session(context.parameters.get("session") ?? ""),
                session.signIn == context.signIn, let (updates, connection) = session.connect(after: lastSeen)
            else {
                // 204 tells EventSource to stop retrying: the script then rebuilds the page.
                return Response(status: .noContent)
            }
            return Response(
                status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                body: ResponseBody { writer in
                    // The screen outlives its stream: the page may reconnect.
                    defer { session.outbox.disconnect(connection) }
                    try await writer.write(ByteBuffer(string: "retry: 1000\n" + LiveUpdate.ping.event))
                    for await numbered in updates {
                        try await writer.write(ByteBuffer(string: numbered.update.event(number: numbered.number)))
                    }
                    try await writer.finish(nil)
                })
        }
        add(.post, KitPaths.undo.path, router: router, handler: DeletePages.undo)
        add(.post, KitPaths.audience.path, router: router, handler: AudienceField.formPosted)
        add(.post, KitPaths.live + ":session/close", router: router) { request in
            if sessions.session(request.parameter("session"))?.signIn == request.signIn {
                sessions.close(request.parameter("session"))
            }
            return .accepted
        }
        // The session is looked up before the body is read: a post to a closed or made-up
        // session costs nothing, whatever it sends.
        add(
            .post, KitPaths.live + ":session/:event", router: router,
            before: { parameters in
                guard sessions.session(parameters["session"] ?? "") != nil else { throw WebFailure.sessionGone }
            }
        ) { request in
            guard let session = sessions.session(request.parameter("session")), session.signIn == request.signIn else {
                throw WebFailure.sessionGone
            }
            let event = request.parameter("event")
            let sent: LiveSession.Event =
                request.form.files["value"].map { .upload($0) } ?? .text(request.form["value"])
            guard session.receive(event, sent) else { throw WebFailure.sessionGone }
            return .accepted
        }
        for (index, route) in memberPages.routes.enumerated() {
            add(route.method, route.path, router: router, memberRoute: index, handler: route.handler)
        }
        return router
    }

    private func home(_ request: WebRequest) async throws -> WebResponse {
        let cards = plugins.map { plugin -> HTML in
            "<li class=\"card\"><a href=\"/\(plugin.feature.name)\"><strong>\(request.text(plugin.feature.title))</strong><p class=\"muted\">\(request.text(plugin.feature.summary))</p></a></li>"
        }
        return .page(
            title: request.text(WebMessages.home),
            body: "<p>\(request.text(WebMessages.homeLead))</p><ul class=\"grid features\">\(cards)</ul>")
    }

    /// A stored file by its key; the key is checked, so no request names a path.
    private func file(_ request: WebRequest) async throws -> WebResponse {
        let raw = request.parameter("**")
        guard let key = try? BlobKey(raw), let data = try await request.dependencies.blobs.get(key) else {
            throw WebFailure.notFound
        }
        return .storedFile(data)
    }

    /// A stored photo's thumbnail or display copy, made now if it has none yet; the photo
    /// itself where no copy can be made (no image library on this machine).
    private static func copy(_ kind: BlobKey.Copy, _ request: WebRequest) async throws -> WebResponse {
        guard let key = try? BlobKey(request.parameter("**")), !key.isCopy else { throw WebFailure.notFound }
        let blobs = try request.dependencies.blobs
        if let copy = try await blobs.copy(kind, of: key) { return .storedFile(copy) }
        guard let photo = try await blobs.get(key) else { throw WebFailure.notFound }
        return .storedFile(photo)
    }

    private static func asset(_ text: String, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// The style sheet or script: kept for a year when asked for by this build's version
    /// (`?v=`, which pages name), else checked each time (its ETag makes that a 304).
    private static func asset(_ text: String, type: String, versioned request: Request) -> Response {
        var response = asset(text, type: type)
        if request.uri.queryParameters["v"].map(String.init) == WebAssets.version {
            response.headers[.cacheControl] = "public, max-age=31536000, immutable"
        }
        return response
    }

    /// Answers `method` `path` with `handler`, or, for a feature's route (`memberRoute`, its
    /// index in `memberPages.routes`), with the signed-in member's own page.
    private func add(
        _ method: WebMethod, _ path: String, router: Router<WebContext>,
        before: (@Sendable ([String: String]) throws -> Void)? = nil, memberRoute: Int? = nil,
        handler: @escaping WebRoutes.Handler
    ) {
        let site = self
        let names = path.split(separator: "/").compactMap {
            $0.hasPrefix(":") ? String($0.dropFirst()) : $0 == "**" ? "**" : nil
        }
        let respond: @Sendable (Request, WebContext) async throws -> Response = { request, context in
            var request = request
            let language = site.language(for: request)
            do {
                if method == .post { try OriginCheck.verify(request) }
                var parameters: [String: String] = [:]
                for name in names {
                    parameters[name] =
                        name == "**"
                        ? context.parameters.getCatchAll().joined(separator: "/") : context.parameters.get(name)
                }
                try before?(parameters)
                let query = Dictionary(request.uri.queryParameters.map { (String($0.key), String($0.value)) }) {
                    first, _ in first
                }
                let form = method == .post ? try await FormReader.read(&request) : WebForm()
                let pages = context.member.map(site.memberPages.pages(of:))
                let webRequest = WebRequest(
                    path: request.uri.path, parameters: parameters, query: query, form: form, language: language,
                    dependencies: pages?.dependencies ?? Self.noMember(site.dependencies), sessions: site.sessions,
                    signIn: context.signIn)
                let member = await site.memberName(context.member)
                let answer = memberRoute.flatMap { pages?.handlers[$0] } ?? handler
                // A posted form's audience field: who sees what its handling saves.
                let choice = AudienceField.posted(in: form).map { AudienceChoice($0) }
                return try await site.answering.run {
                    site.response(
                        try await AudienceChoice.$current.withValue(choice) {
                            let answered = try await answer(webRequest)
                            // Saved (a form's success goes on to another page): the pick
                            // holds even where the edit changed nothing else.
                            if choice != nil, case .redirect = answered {
                                try await AudienceField.applyPosted(webRequest)
                            }
                            return answered
                        },
                        language: language, path: webRequest.path,
                        signedIn: context.signIn != nil, member: member)
                }
            } catch {
                return site.failureResponse(WebFailure.from(error), language: language)
            }
        }
        switch method {
        case .get: router.get(RouterPath(path), use: respond)
        case .post: router.post(RouterPath(path), use: respond)
        }
    }

    /// Checks that the store answers; when that changed, tells every open page (the server
    /// does this every 2 seconds).
    public func checkStorage() async {
        let dependencies = dependencies
        if let update = await storageWatch.check({ try dependencies.settings }) { sessions.announce(update) }
    }

    /// The refusal `failure` as a page with its status.
    func failureResponse(_ failure: WebFailure, language: Language) -> Response {
        Self.html(
            failurePage(failure, extra: nil, language: language), status: HTTPResponse.Status(code: failure.status))
    }

    /// The page that says why a request was refused.
    func failurePage(_ failure: WebFailure, extra: HTML?, language: Language) -> HTML {
        let message = failure.message.text(language)
        return layout.page(
            title: message,
            body: """
                <p class="error" role="alert">\(message)</p>\(extra ?? .empty)<p><a href="/">\(WebMessages.back.text(language))</a></p>
                """, session: nil, language: language)
    }

    func language(for request: Request) -> Language {
        language ?? request.headers[.acceptLanguage].flatMap(AcceptLanguage.preferred) ?? fallbackLanguage
    }

    /// The name of the member `id`, for the layout; nil when there is none.
    func memberName(_ id: String?) async -> String? {
        guard let id, let settings = try? dependencies.settings else { return nil }
        return await signInCache.memberName(id, settings: settings)
    }

    private func response(
        _ response: WebResponse, language: Language, path: String, signedIn: Bool, member: String?
    ) -> Response {
        switch response {
        case .page(let title, let body, let session):
            Self.html(
                layout.page(
                    title: title, body: body, session: session, language: language, path: path, signedIn: signedIn,
                    member: member),
                status: .ok)
        case .fragment(let html):
            Self.html(html, status: .ok)
        case .redirect(let location):
            Response(status: .seeOther, headers: [.location: location])
        case .file(let data, let type):
            Response(
                // Asked again on every use (a 304 by its ETag when unchanged): a browser's copy
                // must not show a photo once the sign-in that fetched it has ended.
                status: .ok, headers: [.contentType: type, .cacheControl: "private, no-cache"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        case .accepted:
            Response(status: .noContent)
        }
    }

    static func html(_ html: HTML, status: HTTPResponse.Status) -> Response {
        Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html.markup)))
    }
}
