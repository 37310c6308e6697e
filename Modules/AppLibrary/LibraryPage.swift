import Core

/// The part of the library a screen shows: its first apps under their genres, and whether
/// more follow.
public struct LibraryPage: Sendable, Equatable {
    /// The genres shown, each with the apps shown.
    public let sections: [GenreSection]
    /// Whether the library goes on past them (the screen offers "더 보기").
    public let hasMore: Bool

    public init(sections: [GenreSection], hasMore: Bool) {
        self.sections = sections
        self.hasMore = hasMore
    }

    /// The apps shown, in shelf order, as a paged list counts them.
    public var apps: ListSlice<LibraryApp> { ListSlice(items: sections.flatMap(\.apps), hasMore: hasMore) }
}
