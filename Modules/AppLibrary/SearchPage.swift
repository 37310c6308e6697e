/// One page of search results.
public struct SearchPage: Sendable, Equatable {
    /// The apps on the page, in Apple's order.
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
