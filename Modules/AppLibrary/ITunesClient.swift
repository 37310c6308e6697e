import Core
import Foundation

/// The iTunes Search API (no key): search, lookup and the customer-reviews feed, over
/// the injected `HTTPClient`. Requests are never retried on their own: Apple allows
/// about 20 a minute, and a retry storm only extends the block.
public struct ITunesClient: Sendable {
    public static let defaultBaseURL = URL(string: "https://itunes.apple.com")!

    let http: any HTTPClient
    let baseURL: URL

    public init(http: any HTTPClient, baseURL: URL = defaultBaseURL) {
        self.http = http
        self.baseURL = baseURL
    }

    /// One batch (`limit` from `offset`) of iPhone apps matching `term` in the `country` storefront.
    public func search(_ term: String, country: String = "kr", limit: Int = 30, offset: Int = 0) async throws
        -> AppSearchResults
    {
        guard !term.trimmingWhitespace.isEmpty else {
            throw UserError(AppLibraryMessages.emptySearch, category: .invalidInput)
        }
        let country = try Self.check(country: country)
        guard (1...200).contains(limit) else { throw UserError(AppLibraryMessages.invalidLimit, category: .usage) }
        var query = [
            ("term", term), ("country", country), ("media", "software"), ("entity", "software"),
            ("limit", String(limit)),
        ]
        if offset > 0 { query.append(("offset", String(offset))) }
        let results = try await get("search", query: query, as: ITunesResults.self)
        return AppSearchResults(
            apps: results.apps, skipped: results.skipped, mayHaveMore: results.apps.count + results.skipped >= limit)
    }

    /// The app with this id in the storefront, or nil when Apple has none (it answers an
    /// unknown id with an empty result, not a 404).
    public func lookup(id: AppID, country: String = "kr") async throws -> StoreApp? {
        let country = try Self.check(country: country)
        return try await get("lookup", query: [("id", id.rawValue), ("country", country)], as: ITunesResults.self).apps
            .first
    }

    /// The app with this bundle id (`com.example.app`), or nil when the store has none.
    public func lookup(bundleID: AppBundleID, country: String = "kr") async throws -> StoreApp? {
        let country = try Self.check(country: country)
        return try await get(
            "lookup", query: [("bundleId", bundleID.rawValue), ("country", country)], as: ITunesResults.self
        )
        .apps.first
    }

    /// The apps with these ids the store still has (one request for up to 200).
    public func lookup(ids: [AppID], country: String = "kr") async throws -> [StoreApp] {
        let country = try Self.check(country: country)
        var found: [StoreApp] = []
        for start in stride(from: 0, to: ids.count, by: 200) {
            let batch = ids[start..<min(start + 200, ids.count)].map(\.rawValue).joined(separator: ",")
            found += try await get("lookup", query: [("id", batch), ("country", country)], as: ITunesResults.self).apps
        }
        return found
    }

    /// The most recent App Store reviews of the app.
    public func reviews(id: AppID, country: String = "kr") async throws -> [StoreReview] {
        let country = try Self.check(country: country)
        let path = "\(country)/rss/customerreviews/id=\(id)/sortBy=mostRecent/json"
        return try await get(path, query: [], as: CustomerReviewsFeed.self).reviews
    }

    private func get<T: Decodable>(_ path: String, query: [(String, String)], as type: T.Type) async throws(APIError)
        -> T
    {
        let response: HTTPResponse
        do {
            response = try await http.send(.get(baseURL, path: path, query: query)).requireSuccess(
                reason: Self.errorMessage)
        } catch .unauthorized {
            // The iTunes API takes no key: a 401 is the service refusing, not a bad key.
            throw .unexpectedStatus(401)
        }
        return try JSONResponseDecoder().decode(type, from: response.body)
    }

    /// The `errorMessage` of a 400 body, like "Invalid value(s) for key(s): [country]".
    private static func errorMessage(_ body: Data) -> String? {
        struct Reply: Decodable { let errorMessage: String }
        return try? JSONDecoder().decode(Reply.self, from: body).errorMessage
    }

    /// A storefront code: two ASCII letters, sent lower-case.
    static func check(country: String) throws(UserError) -> String {
        let code = country.trimmingWhitespace.lowercased()
        guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw UserError(AppLibraryMessages.invalidCountry(country), category: .invalidInput)
        }
        return code
    }
}

/// One batch of search results (the API's "page": `limit` results from an offset).
public struct AppSearchResults: Sendable, Equatable {
    /// The apps of the batch, in Apple's order.
    public let apps: [StoreApp]
    /// Results left out: unreadable (no id or name) or not iPhone apps (Mac apps).
    public let skipped: Int
    /// Whether the page was full, so another one may follow.
    public let mayHaveMore: Bool

    public init(apps: [StoreApp], skipped: Int = 0, mayHaveMore: Bool) {
        self.apps = apps
        self.skipped = skipped
        self.mayHaveMore = mayHaveMore
    }
}
