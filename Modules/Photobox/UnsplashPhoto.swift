import Core
import Foundation

/// A photo as the Unsplash API describes it (list endpoints send fewer fields than
/// `GET /photos/{id}`). Only `id` is required; every other field may be absent.
public struct UnsplashPhoto: Sendable, Equatable, Decodable {
    public let id: PhotoID
    /// When the photo was posted, ISO 8601 (`created_at`).
    public let createdAt: String?
    public let width: Int?
    public let height: Int?
    /// The photo's dominant colour, `#RRGGBB` in any case.
    public let color: String?
    public let description: String?
    public let altDescription: String?
    public let likes: Int?
    /// Only in the full photo (`GET /photos/{id}`).
    public let views: Int?
    /// Only in the full photo (`GET /photos/{id}`).
    public let downloads: Int?
    /// The 1080-pixel-wide image (`urls.regular`), kept with its `ixid`.
    public let regularURL: URL?
    /// The 400-pixel-wide image (`urls.small`).
    public let smallURL: URL?
    /// The endpoint to call when the image is saved (`links.download_location`).
    public let downloadLocation: URL?
    public let owner: PhotoOwner
    /// The camera (`exif`); only in the full photo, nil when it names nothing.
    public let camera: PhotoCamera?
    /// Where it was taken; only in the full photo, nil when it names nowhere.
    public let location: PhotoLocation?
    /// The tag titles; only in the full photo.
    public let tags: [String]

    public init(
        id: PhotoID, createdAt: String? = nil, width: Int? = nil, height: Int? = nil, color: String? = nil,
        description: String? = nil, altDescription: String? = nil, likes: Int? = nil, views: Int? = nil,
        downloads: Int? = nil, regularURL: URL? = nil, smallURL: URL? = nil, downloadLocation: URL? = nil,
        owner: PhotoOwner = PhotoOwner(), camera: PhotoCamera? = nil, location: PhotoLocation? = nil,
        tags: [String] = []
    ) {
        self.id = id
        self.createdAt = createdAt
        self.width = width
        self.height = height
        self.color = color
        self.description = description
        self.altDescription = altDescription
        self.likes = likes
        self.views = views
        self.downloads = downloads
        self.regularURL = regularURL
        self.smallURL = smallURL
        self.downloadLocation = downloadLocation
        self.owner = owner
        self.camera = camera
        self.location = location
        self.tags = tags
    }

    private enum Keys: String, CodingKey {
        case id, width, height, color, description, likes, views, downloads, urls, links, user, exif, location, tags
        case createdAt = "created_at"
        case altDescription = "alt_description"
    }

    private enum URLKeys: String, CodingKey {
        case regular, small
    }

    private struct Tag: Decodable {
        let title: String?
    }

    private enum LinkKeys: String, CodingKey {
        case downloadLocation = "download_location"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        // Checked here, once: the id goes into URL paths and file names from now on.
        id = try container.decode(PhotoID.self, forKey: .id)
        createdAt = try container.decodeIfPresent(String.self, forKey: .createdAt)
        width = try container.decodeIfPresent(Int.self, forKey: .width)
        height = try container.decodeIfPresent(Int.self, forKey: .height)
        color = try container.decodeIfPresent(String.self, forKey: .color)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        altDescription = try container.decodeIfPresent(String.self, forKey: .altDescription)
        likes = try container.decodeIfPresent(Int.self, forKey: .likes)
        views = try container.decodeIfPresent(Int.self, forKey: .views)
        downloads = try container.decodeIfPresent(Int.self, forKey: .downloads)
        let urls = try? container.nestedContainer(keyedBy: URLKeys.self, forKey: .urls)
        regularURL = WebLink.checked(
            try urls?.decodeIfPresent(String.self, forKey: .regular).flatMap(URL.init(string:)))
        smallURL = WebLink.checked(try urls?.decodeIfPresent(String.self, forKey: .small).flatMap(URL.init(string:)))
        let links = try? container.nestedContainer(keyedBy: LinkKeys.self, forKey: .links)
        downloadLocation = WebLink.checked(
            try links?.decodeIfPresent(String.self, forKey: .downloadLocation).flatMap(URL.init(string:)))
        owner = try container.decodeIfPresent(PhotoOwner.self, forKey: .user) ?? PhotoOwner()
        // Optional extras: a malformed one is dropped rather than failing the whole photo.
        camera = (try? container.decodeIfPresent(PhotoCamera.self, forKey: .exif)).flatMap { $0.isEmpty ? nil : $0 }
        location = (try? container.decodeIfPresent(PhotoLocation.self, forKey: .location)).flatMap {
            $0.summary == nil ? nil : $0
        }
        let tags = (try? container.decodeIfPresent([Tag].self, forKey: .tags)) ?? []
        self.tags = tags.compactMap { $0.title?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
