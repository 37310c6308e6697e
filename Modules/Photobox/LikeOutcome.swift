/// What liking a photo did.
public enum LikeOutcome: Sendable, Equatable {
    case liked(LikedPhoto)
    case alreadyLiked(LikedPhoto)

    public var photo: LikedPhoto {
        switch self {
        case .liked(let photo), .alreadyLiked(let photo): photo
        }
    }
}
