import Core

/// The Like list after a change.
public struct LikedListState: Sendable, Equatable {
    public var order: LikedOrder = .latest
    /// Nil: every colour.
    public var color: PhotoColor?
    /// The liked photos in `order`, only those nearest `color` when one is picked.
    public var photos: [LikedPhoto] = []

    public init() {}

    /// "저장된 사진이 없어요" when nothing is shown.
    public var emptyMessage: Message? { photos.isEmpty ? PhotoboxMessages.noLikes : nil }
}
