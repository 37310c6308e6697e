/// One of the API's pages of a search, as `UnsplashClient.search(_:pages:through:)` hands it on.
public struct PhotoSearchBatch: Sendable, Equatable {
    /// The API's page number.
    public let page: Int
    /// The photos of that page, with the search's total and page count.
    public let results: PhotoSearchResults
    /// Whether no page follows in the range asked for (or the search has none left).
    public let isLast: Bool
}
