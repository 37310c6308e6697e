/// A photo in the album, with the title of the goal it certified.
public struct AlbumPhoto: Sendable, Equatable {
    public let photo: CertificationPhoto
    public let goalTitle: String
}
