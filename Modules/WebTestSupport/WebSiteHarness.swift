import Core
import FeatureContract
import Foundation
import Household
import Hummingbird
import PageKit
import Persistence
import PersistenceSQLite
import SiteServer
import Synchronization
import TestSupport

/// A web site of `plugins` on a memory store (keeping thumbnails when given a
/// `thumbnailer`), answered in process (no socket). Tests
/// put data in through `dependencies` (the stores the household's first member's pages
/// read, as a household of one has it), another member's through `member(_:)`, and answer
/// the APIs with `http`.
public struct WebSiteHarness: Sendable {
    /// Text that must never reach a page as markup.
    public static let hostile = "<script>alert(1)</script>"

    public let site: WebSite
    /// The household's first member's (`RecordSharing.firstMember`).
    public let dependencies: FeatureDependencies
    /// The server's own: the whole store, the household's settings (members, sign-ins).
    public let household: FeatureDependencies
    /// The dependencies of the member with an id.
    public let member: @Sendable (String) -> FeatureDependencies
    /// The sign-in this harness's requests carry (`signedIn(as:password:)`); none at first.
    public private(set) var signInCookie: String?

    public init(
        plugins: [any WebPlugin.Type], language: Language? = .english, http: any HTTPClient = CannedHTTP("{}"),
        environment: [String: String] = [:], thumbnailer: (any ImageThumbnailer)? = nil,
        access: WebAccess = WebAccess(), sharing other: WebSiteHarness? = nil,
        memberArchive: (@Sendable (String) async throws -> Data)? = nil, engine: (any StoreEngine)? = nil
    ) throws {
        // Another server of the same data: the same stores, a site (and live screens) of its own.
        if let other {
            (dependencies, household, member) = (other.dependencies, other.household, other.member)
        } else {
            let recordTypes = plugins.flatMap { $0.feature.recordTypes }
            // A memory store, or the one given (a PostgreSQL database two sites share).
            let storage: any StoreEngine = try engine ?? SQLiteStorage.inMemory(recordTypes: recordTypes)
            let blobs: any BlobStore =
                thumbnailer.map { ThumbnailedBlobStore(storage.blobStore, thumbnailer: $0) } ?? storage.blobStore
            household = FeatureDependencies(
                stores: {
                    FeatureStores(records: storage.recordStore, blobs: blobs, settings: storage.settingsStore)
                },
                http: http, environment: environment, clock: ContinuousClock(), dates: .ticking(),
                // Sites sharing a database make ids that never meet.
                ids: engine == nil ? .sequential() : .uuid, language: .english, exports: ExportWriter(protecting: [])
            )
            // One per member, as a server keeps its members' pages.
            let made = Mutex<[String: FeatureDependencies]>([:])
            member = { [household] id in
                made.withLock { made in
                    if let known = made[id] { return known }
                    let memberDependencies = household.with {
                        .member(
                            ActingMember(id: id), of: storage, blobs: blobs, recordTypes: recordTypes,
                            names: { try await HouseholdMembers(settings: storage.settingsStore).namesByID() })
                    }
                    made[id] = memberDependencies
                    return memberDependencies
                }
            }
            dependencies = member(RecordSharing.firstMember)
        }
        // A page's first rendering may wait long on a loaded machine: what a test checks
        // must not depend on speed.
        site = WebSite(
            plugins: plugins, dependencies: household, memberDependencies: member, memberArchive: memberArchive,
            sessions: LiveSessions(firstRender: .seconds(120)), language: language, fallbackLanguage: .english,
            access: access)
    }

    /// Runs `body` with a client of the site.
    public func run(_ body: (SiteClient) async throws -> Void) async throws {
        try await body(SiteClient(router: site.router()))
    }

    /// Adds `name` to the household with `password` (the first member added is the admin
    /// who owns what `dependencies` stored); returns their id. From then on a page needs a
    /// sign-in (`signedIn(as:password:)`).
    @discardableResult
    public func addMember(_ name: String, password: String) async throws -> String {
        try await HouseholdMembers(settings: household.settings).add(
            name, role: .member, passwordHash: await ServePassword.hash(password), now: Date()
        ).id
    }

    /// This site as `name` sees it once signed in with `password`: the same site, each
    /// request carrying that sign-in.
    public func signedIn(as name: String, password: String) async throws -> WebSiteHarness {
        let answer = try await post(
            KitPaths.signIn.path, ["member": name, "password": password, "next": "/"])
        guard let cookie = answer.cookie else {
            throw WebPageFailure("\(name) could not sign in: \(answer.status) \(answer.text.prefix(300))")
        }
        var signedIn = self
        signedIn.signInCookie = cookie
        return signedIn
    }

    /// The headers every request of this harness carries.
    private var signInHeaders: HTTPFields {
        guard let signInCookie else { return [:] }
        return [.cookie: "\(WebSite.signInCookieName)=\(signInCookie)"]
    }

    /// The page at `path`.
    public func get(_ path: String) async throws -> WebPage {
        let answer = LockedValue(WebPage(status: .internalServerError, text: "", location: nil))
        try await run { [signInHeaders] client in
            try await client.execute(uri: path, method: .get, headers: signInHeaders) { response in
                answer.withLock {
                    $0 = WebPage(status: response.status, text: response.text, location: response.headers[.location])
                }
            }
        }
        return answer.value
    }

    /// The answer to posting `fields` (URL-encoded, in order) to `path` from the app's own page.
    public func post(_ path: String, _ fields: KeyValuePairs<String, String>) async throws -> WebPage {
        try await post(path, fields: fields.map { ($0.key, $0.value) })
    }

    /// The answer to posting `fields` (URL-encoded, in order) to `path` from the app's own page.
    public func post(_ path: String, fields: [(String, String)]) async throws -> WebPage {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let body = fields.map { name, value in
            "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
        }.joined(separator: "&")
        return try await post(path, body: ByteBuffer(string: body), type: "application/x-www-form-urlencoded")
    }

    /// The answer to posting `fields` and `files` (name: the file's bytes) as a browser
    /// sends a form with a file input (`multipart/form-data`).
    public func post(_ path: String, _ fields: KeyValuePairs<String, String>, files: [String: Data]) async throws
        -> WebPage
    {
        try await post(path, fields: fields.map { ($0.key, $0.value) }, files: files)
    }

    /// The answer to posting `fields` and `files` as a form with a file input sends them.
    public func post(_ path: String, fields: [(String, String)], files: [String: Data]) async throws -> WebPage {
        let boundary = "MosaicTestBoundary"
        var body = Data()
        for (name, value) in fields {
            body.append(
                Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8))
        }
        for (name, data) in files.sorted(by: { $0.key < $1.key }) {
            body.append(
                Data(
                    "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"; filename=\"\(name).png\"\r\n"
                        .utf8))
            body.append(Data("Content-Type: application/octet-stream\r\n\r\n".utf8) + data + Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return try await post(path, body: ByteBuffer(bytes: body), type: "multipart/form-data; boundary=\(boundary)")
    }

    private func post(_ path: String, body: ByteBuffer, type: String) async throws -> WebPage {
        var headers: HTTPFields = signInHeaders
        headers[.contentType] = type
        headers.append(HTTPFields.Element(name: HTTPFields.Element.Name("Sec-Fetch-Site")!, value: "same-origin"))
        let answer = LockedValue(WebPage(status: .internalServerError, text: "", location: nil))
        try await run { [headers] client in
            try await client.execute(uri: path, method: .post, headers: headers, body: body) { response in
                answer.withLock {
                    $0 = WebPage(
                        status: response.status, text: response.text, location: response.headers[.location],
                        cookie: response.headers[.setCookie]?.split(separator: ";").first?
                            .split(separator: "=", maxSplits: 1).last.map(String.init))
                }
            }
        }
        return answer.value
    }
}

extension SiteResponse {
    /// The body as text.
    public var text: String { String(buffer: body) }
}

extension String {
    /// Whether `value` appears in this page only escaped, as text.
    public func showsAsText(_ value: String) -> Bool {
        !contains(value) && contains(HTML.escape(value))
    }
}
