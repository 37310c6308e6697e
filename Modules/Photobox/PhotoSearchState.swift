import Core

/// The Search tab after a change.
public struct PhotoSearchState: Sendable, Equatable {
    /// The query, order and colour every page of the current search is asked with.
    public var query = PhotoQuery(text: "")
    public var photos: [UnsplashPhoto] = []
    public var liked: Set<PhotoID> = []
    /// The last page loaded (0 before the first).
    public var page = 0
    public var totalPages = 0
    public var isLoading = false

    public init() {}

    public var cards: [PhotoCard] { PhotoCard.cards(photos, liked: liked) }

    /// Whether the bottom of the grid may load another page.
    public var canLoadMore: Bool { !isLoading && page >= 1 && page < totalPages }

    /// "검색 결과가 없습니다." when a finished (or cleared) search shows nothing.
    public var emptyMessage: Message? {
        photos.isEmpty && !isLoading ? PhotoboxMessages.noSearchResults : nil
    }
}
