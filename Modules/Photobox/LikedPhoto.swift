import Foundation
import Persistence

/// A liked photo kept offline: everything Detail shows, and the image in the blob store.
public struct LikedPhoto: Record, Equatable {
    public static let collection = "photobox_liked"
    public static let indexedFields = [Fields.likedAt]
    public static let blobFields = [Fields.image]
    /// A like is its member's own: another's, shared with the household, shows in their
    /// likes, but their heart is theirs.
    public static let isPersonal = true

    public let id: PhotoID
    public var owner: PhotoOwner
    /// When the photo was posted (`created_at`, ISO 8601); the seed never stored it (bug 5).
    public var postedAt: String?
    public var width: Int?
    public var height: Int?
    public var color: String?
    public var views: Int?
    public var downloads: Int?
    public var likes: Int?
    public var description: String?
    /// The image's address on Unsplash (`urls.regular`); nil in likes saved before it was kept.
    public var imageURL: URL?
    /// The camera, place and tags the full photo named; nil or empty in older likes.
    public var camera: PhotoCamera?
    public var location: PhotoLocation?
    public var tags: [String]?
    public var likedAt: Date
    /// The regular-size image in the blob store.
    public var image: BlobKey

    public init(photo: UnsplashPhoto, image: BlobKey, likedAt: Date) {
        id = photo.id
        owner = photo.owner
        postedAt = photo.createdAt
        width = photo.width
        height = photo.height
        color = photo.color
        views = photo.views
        downloads = photo.downloads
        likes = photo.likes
        description = photo.description ?? photo.altDescription
        imageURL = photo.regularURL
        camera = photo.camera
        location = photo.location
        tags = photo.tags.isEmpty ? nil : photo.tags
        self.likedAt = likedAt
        self.image = image
    }

    public var blobKeys: [BlobKey] { [image] }

    /// A like without its image is no like (the seed kept such rows and could not unlike them).
    public func repairing(missing: Set<BlobKey>) -> MissingBlobRepair<LikedPhoto> { .delete }

    /// The photo's filter colour, nearest its hex colour.
    public var filterColor: PhotoColor? { color.flatMap(PhotoColor.nearest(toHex:)) }

    /// The photo as the API described it when it was liked, for offline screens.
    public var photo: UnsplashPhoto {
        UnsplashPhoto(
            id: id, createdAt: postedAt, width: width, height: height, color: color, description: description,
            likes: likes, views: views, downloads: downloads, regularURL: imageURL, owner: owner,
            camera: camera, location: location, tags: tags ?? [])
    }
}

extension LikedPhoto {
    /// The fields its queries name, from its coding keys.
    enum Fields {
        static let likedAt = RecordField<LikedPhoto>(CodingKeys.likedAt)
        static let color = RecordField<LikedPhoto>(CodingKeys.color)
        static let image = RecordField<LikedPhoto>(CodingKeys.image)
    }
}
