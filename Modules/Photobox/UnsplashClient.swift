import Core
import Foundation

/// The Unsplash API v1 over the injected `HTTPClient`: topic photos, random photos,
/// search, a photo, its statistics, the download-tracking call and the image itself.
/// The access key travels only in the `Authorization` header to the API's own host;
/// it is never put in a URL, a message or an error.
public struct UnsplashClient: Sendable {
    public static let defaultBaseURL = URL(string: "https://api.unsplash.com")!
    /// Search asks for 20 a page, as the seed's grid did.
    public static let searchPageSize = 20
    /// Each topic row shows 10 photos.
    public static let topicPageSize = 10

    let http: any HTTPClient
    let baseURL: URL
    private let accessKey: String

    public init(http: any HTTPClient, accessKey: String, baseURL: URL = defaultBaseURL) {
        self.http = http
        self.accessKey = accessKey
        self.baseURL = baseURL
    }

    /// The client for a key a person gave (`UNSPLASH_ACCESS_KEY`): none or a blank one is
    /// exit 77 with how to get one; a key that cannot travel in a header is refused too.
    public init(http: any HTTPClient, checkingKey key: String?, baseURL: URL = defaultBaseURL) throws(UserError) {
        let key = key?.trimmingWhitespace ?? ""
        guard !key.isEmpty else { throw UserError(PhotoboxMessages.missingKey, category: .permission) }
        guard key.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 32 && $0.value < 127 }) else {
            throw UserError(PhotoboxMessages.malformedKey, category: .permission)
        }
        self.init(http: http, accessKey: key, baseURL: baseURL)
    }

    /// The topic's 10 most popular photos.
    public func topicPhotos(_ topic: Topic) async throws -> [UnsplashPhoto] {
        try await get(
            "topics/\(topic.slug)/photos",
            query: [("page", "1"), ("per_page", "\(Self.topicPageSize)"), ("order_by", "popular")],
            as: [UnsplashPhoto].self)
    }

    /// `count` random photos (1–30), always as a list, through `contentFilter` when given.
    public func randomPhotos(count: Int, contentFilter: ContentFilter? = nil) async throws -> [UnsplashPhoto] {
        guard (1...30).contains(count) else { throw UserError(PhotoboxMessages.invalidCount, category: .usage) }
        var items = [("count", "\(count)")]
        if let contentFilter { items.append(("content_filter", contentFilter.rawValue)) }
        return try await get("photos/random", query: items, as: [UnsplashPhoto].self)
    }

    /// Page `page` (from 1) of the photos `username` liked on Unsplash (public), 30 a page;
    /// an empty page after the last.
    public func userLikes(_ username: String, page: Int) async throws -> [UnsplashPhoto] {
        let name = username.trimmingWhitespace
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
        else { throw UserError(PhotoboxMessages.invalidUsername(username), category: .usage) }
        return try await get(
            "users/\(name)/likes", query: [("page", "\(page)"), ("per_page", "30")], as: [UnsplashPhoto].self)
    }

    /// Page `page` (from 1) of photos matching the query, 20 a page.
    public func search(_ query: PhotoQuery, page: Int = 1) async throws -> PhotoSearchResults {
        let text = query.text.trimmingWhitespace
        guard !text.isEmpty else { throw UserError(PhotoboxMessages.emptyQuery, category: .usage) }
        guard page >= 1 else { throw UserError(PhotoboxMessages.invalidPage, category: .usage) }
        var items = [
            ("query", text), ("page", "\(page)"), ("per_page", "\(Self.searchPageSize)"),
            ("order_by", query.order.rawValue),
        ]
        if let color = query.color { items.append(("color", color.rawValue)) }
        if let filter = query.contentFilter { items.append(("content_filter", filter.rawValue)) }
        return try await get("search/photos", query: items, as: PhotoSearchResults.self)
    }

    /// The full photo, with views and downloads.
    /// The photo's detail; an answer about another photo than the one asked is refused.
    public func photo(id: PhotoID) async throws -> UnsplashPhoto {
        let photo = try await get("photos/\(id)", query: [], as: UnsplashPhoto.self)
        guard photo.id == id else { throw APIError.decoding(field: "id") }
        return photo
    }

    /// Views and downloads per day over the last 30 days.
    public func statistics(id: PhotoID) async throws -> PhotoStatistics {
        try await get(
            "photos/\(id)/statistics", query: [("resolution", "days"), ("quantity", "30")],
            as: PhotoStatistics.self)
    }

    /// Tells Unsplash the photo was downloaded, as the API guidelines require on every
    /// save. The `download_location` from the API is used when it points at the API's own
    /// host (so the key is never sent elsewhere); otherwise the same endpoint is built.
    public func trackDownload(of photo: UnsplashPhoto) async throws {
        let id = photo.id
        var request = HTTPRequest.get(baseURL, path: "photos/\(id)/download", headers: headers)
        if let location = photo.downloadLocation, Self.sameOrigin(location, baseURL),
            location.path.hasSuffix("/photos/\(id)/download")
        {
            request.url = location
        }
        _ = try await send(request).requireSuccess(reason: errorMessage)
    }

    /// Hosts an image URL from the API may point at (besides the configured API host).
    static let imageHosts: Set<String> = ["images.unsplash.com", "plus.unsplash.com"]

    /// The regular-size image bytes, checked like an uploaded photo (a complete image).
    /// Image URLs are on Unsplash's CDN: they get no key (and do not count against the
    /// rate limit). Any failure here is the service's, not the photo's: exit 69.
    public func image(of photo: UnsplashPhoto) async throws -> ImageFile {
        guard let url = photo.regularURL, isTrustedImageURL(url) else { throw APIError.decoding(field: "urls.regular") }
        let response: HTTPResponse
        do {
            response = try await send(HTTPRequest(url: url, timeout: .seconds(60))).requireSuccess()
        } catch .notFound {
            throw APIError.serverError(status: 404)
        }
        do {
            return try ImageFile(data: response.body, name: photo.id.rawValue)
        } catch {
            throw APIError.decoding(field: "urls.regular (not a complete image)")
        }
    }

    /// `http`/`https` on Unsplash's image hosts or the configured API host: never a
    /// `file:` or `javascript:` URL, never a third party.
    func isTrustedImageURL(_ url: URL) -> Bool {
        guard url.scheme == "https" || url.scheme == "http", let host = url.host?.lowercased() else { return false }
        return Self.imageHosts.contains(host) || host == baseURL.host?.lowercased()
    }

    private var headers: [String: String] {
        ["Authorization": "Client-ID \(accessKey)", "Accept-Version": "v1"]
    }

    private func get<T: Decodable>(_ path: String, query: [(String, String)], as type: T.Type) async throws(APIError)
        -> T
    {
        let response = try await send(.get(baseURL, path: path, query: query, headers: headers))
            .requireSuccess(reason: errorMessage)
        return try JSONResponseDecoder().decode(type, from: response.body)
    }

    /// Sends `request`; a failure never repeats the access key, whatever the server or
    /// the network said.
    private func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        do {
            return try await http.send(request)
        } catch {
            throw error.redacting(accessKey)
        }
    }

    /// The `errors` of an error body, like "query is missing", without the access key
    /// (a server may echo the request).
    private func errorMessage(_ body: Data) -> String? {
        struct Reply: Decodable { let errors: [String] }
        return (try? JSONDecoder().decode(Reply.self, from: body))
            .map { APIError.redact(accessKey, in: $0.errors.joined(separator: "; ")) }
    }

    private static func sameOrigin(_ url: URL, _ base: URL) -> Bool {
        url.scheme == base.scheme && url.host == base.host && url.port == base.port
    }
}
