/// How much of a long list a screen shows: the first page, then a page more each time the
/// person reaches its end, so a journal of 10,000 entries opens as fast as one of forty.
/// Live screens observe `fetchLimit` items, so a change still reaches what is shown.
public struct ListPage: Sendable, Equatable {
    /// Items per page: two screens of cards on a phone, one on a laptop.
    public static let size = 40
    /// The most one screen shows (an address asking for more gets this many).
    public static let largest = 2_000

    /// How many items are shown.
    public let shown: Int

    /// The page showing `requested` items (an address's `?shown=`), rounded up to whole
    /// pages and kept within one page and `largest`; the first page when nil.
    public init(shown requested: Int? = nil) {
        // Clamped first: an address may say Int.max, and rounding up would overflow.
        let wanted = min(max(requested ?? Self.size, 1), Self.largest)
        let pages = (wanted + Self.size - 1) / Self.size
        shown = min(max(pages, 1) * Self.size, Self.largest)
    }

    /// One page more (no more than `largest`).
    public var next: ListPage { ListPage(shown: shown + Self.size) }

    /// How many items to fetch: one past those shown, which tells whether there are more.
    public var fetchLimit: Int { shown + 1 }

    /// What this page shows of `fetched` (at most `fetchLimit` items, in list order).
    public func slice<Item: Sendable>(_ fetched: [Item]) -> ListSlice<Item> {
        ListSlice(items: Array(fetched.prefix(shown)), hasMore: fetched.count > shown)
    }
}
