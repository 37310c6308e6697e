import Core

/// The part of the album a screen shows: its first photos under their categories and days,
/// and whether more follow.
public struct AlbumPage: Sendable, Equatable {
    /// The categories shown, each with the days and photos shown.
    public let sections: [AlbumSection]
    /// Whether the album goes on past them (the screen offers "더 보기").
    public let hasMore: Bool

    public init(sections: [AlbumSection], hasMore: Bool) {
        self.sections = sections
        self.hasMore = hasMore
    }

    /// The photos shown, in album order, as a paged list counts them.
    public var photos: ListSlice<AlbumPhoto> {
        ListSlice(items: sections.flatMap { $0.days.flatMap(\.photos) }, hasMore: hasMore)
    }
}
