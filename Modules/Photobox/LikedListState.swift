import Core

/// The Like list after a change.
public struct LikedListState: Sendable, Equatable {
    public var order: LikedOrder = .latest
    /// Nil: every colour.
    public var color: PhotoColor?
    /// The liked photos in `order`, only those nearest `color` when one is picked.
    public var photos: [LikedPhoto] = []
    /// Whether more liked photos follow those shown (the screen offers "더 보기").
    public var hasMore = false

    public init() {}

    public init(order: LikedOrder, color: PhotoColor?, photos: [LikedPhoto], hasMore: Bool = false) {
        self.order = order
        self.color = color
        self.photos = photos
        self.hasMore = hasMore
    }

    /// The photos shown and whether more follow, as a paged list shows them.
    public var page: ListSlice<LikedPhoto> { ListSlice(items: photos, hasMore: hasMore) }

    /// When nothing is shown: "저장된 사진이 없어요", or that none is nearest the colour picked.
    public var emptyMessage: Message? {
        guard photos.isEmpty else { return nil }
        return color.map { PhotoboxMessages.noLikesInColor($0.rawValue) } ?? PhotoboxMessages.noLikes
    }
}
