/// The part of a long list a screen shows, and whether more follows it.
public struct ListSlice<Item: Sendable>: Sendable {
    /// The items shown, in list order.
    public let items: [Item]
    /// Whether the list goes on past them (the screen offers "더 보기").
    public let hasMore: Bool

    public init(items: [Item], hasMore: Bool) {
        self.items = items
        self.hasMore = hasMore
    }
}

extension ListSlice: Equatable where Item: Equatable {}
