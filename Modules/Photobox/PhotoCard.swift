/// A photo in a list with its heart. Its identity is the photo id, so it stays the same
/// across refreshes (the seed made a fresh UUID each time, bug 10).
public struct PhotoCard: Sendable, Equatable, Identifiable {
    public let photo: UnsplashPhoto
    public let isLiked: Bool

    public var id: PhotoID { photo.id }

    public init(photo: UnsplashPhoto, isLiked: Bool) {
        self.photo = photo
        self.isLiked = isLiked
    }

    /// Cards for `photos`, hearts on those in `liked`.
    public static func cards(_ photos: [UnsplashPhoto], liked: Set<PhotoID>) -> [PhotoCard] {
        photos.map { PhotoCard(photo: $0, isLiked: liked.contains($0.id)) }
    }
}
