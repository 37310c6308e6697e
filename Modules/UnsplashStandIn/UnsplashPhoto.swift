/// Unsplash's Photo object in the shape of api-formats.md §3.4 (encoded with
/// snake_case keys). List endpoints leave the full-only fields out.
struct UnsplashPhoto: Encodable {
    struct URLs: Encodable {
        let raw, full, regular, small, thumb: String
    }

    struct Links: Encodable {
        let `self`, html, download, downloadLocation: String
    }

    struct ProfileImage: Encodable {
        let small, medium, large: String
    }

    struct UserLinks: Encodable {
        let `self`, html, photos, likes, portfolio: String
    }

    struct User: Encodable {
        let id, updatedAt, username, name, firstName: String
        let lastName: String?
        let portfolioUrl: String?
        let bio: String?
        let location: String?
        let totalLikes, totalPhotos, totalCollections: Int
        let profileImage: ProfileImage
        let links: UserLinks
    }

    struct Exif: Encodable {
        let make, model, name, exposureTime, aperture, focalLength: String
        let iso: Int
    }

    struct Position: Encodable {
        let latitude, longitude: Double
    }

    struct Location: Encodable {
        let name, city, country: String?
        let position: Position
    }

    struct Tag: Encodable {
        let type: String
        let title: String
    }

    let id, slug, createdAt, updatedAt: String
    let promotedAt: String?
    let width, height: Int
    let color: String
    let blurHash: String?
    let description: String?
    let altDescription: String?
    let urls: URLs
    let links: Links
    let likes: Int
    let likedByUser: Bool
    let currentUserCollections: [String]
    let user: User
    // Full only (GET /photos/:id).
    var downloads: Int?
    var views: Int?
    var exif: Exif?
    var location: Location?
    var tags: [Tag]?
}
