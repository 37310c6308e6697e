import Core
import Foundation

/// An App Store app as Mosaic keeps it: what the search rows, the detail screen and the
/// library need. Only the id and the name are certain; Apple leaves the rest out at will.
public struct StoreApp: Codable, Sendable, Equatable, Identifiable {
    /// The App Store id (`trackId`).
    public var id: AppID
    public var name: String
    public var seller: String?
    public var genres: [String]
    /// The genre the library files the app under; nil files it under "기타".
    public var primaryGenre: String?
    /// Apple's id for `primaryGenre` (6017 is Education in every storefront); nil for apps
    /// saved before it was kept.
    public var primaryGenreID: Int?
    public var summary: String?
    public var version: String?
    public var releaseNotes: String?
    public var price: Double?
    public var formattedPrice: String?
    public var rating: Double?
    public var ratingCount: Int?
    public var contentRating: String?
    public var sizeBytes: Int?
    public var languages: [String]
    public var iconURL: String?
    public var screenshotURLs: [String]
    public var storeURL: String?
    /// The bundle id (`com.example.app`), as `apps show` accepts it.
    public var bundleID: String?
    /// When the current version came out (ISO 8601, as the store sends it).
    public var releaseDate: String?
    /// The oldest iOS it runs on (`15.0`).
    public var minimumOSVersion: String?

    public init(
        id: AppID, name: String, seller: String? = nil, genres: [String] = [], primaryGenre: String? = nil,
        summary: String? = nil, version: String? = nil, releaseNotes: String? = nil, price: Double? = nil,
        formattedPrice: String? = nil, rating: Double? = nil, ratingCount: Int? = nil, contentRating: String? = nil,
        sizeBytes: Int? = nil, languages: [String] = [], iconURL: String? = nil, screenshotURLs: [String] = [],
        storeURL: String? = nil, bundleID: String? = nil, releaseDate: String? = nil, minimumOSVersion: String? = nil
    ) {
        self.id = id
        self.name = name
        self.seller = seller
        self.genres = genres
        self.primaryGenre = primaryGenre
        self.summary = summary
        self.version = version
        self.releaseNotes = releaseNotes
        self.price = price
        self.formattedPrice = formattedPrice
        self.rating = rating
        self.ratingCount = ratingCount
        self.contentRating = contentRating
        self.sizeBytes = sizeBytes
        self.languages = languages
        // Links from the API are shown and opened: only http(s) ones are kept.
        self.iconURL = WebLink.checked(iconURL)
        self.screenshotURLs = screenshotURLs.compactMap(WebLink.checked)
        self.storeURL = WebLink.checked(storeURL)
        self.bundleID = bundleID
        self.releaseDate = releaseDate
        self.minimumOSVersion = minimumOSVersion
    }

    /// The day the current version came out (`2024-11-02`), when the store said.
    public var releaseDay: String? { releaseDate.map { String($0.prefix(10)) } }
}

extension StoreApp {
    /// Its coding keys that records holding an app index (`LibraryApp.Fields`).
    enum Keys {
        static let primaryGenre: any CodingKey = CodingKeys.primaryGenre
        static let name: any CodingKey = CodingKeys.name
        static let seller: any CodingKey = CodingKeys.seller
    }
}
