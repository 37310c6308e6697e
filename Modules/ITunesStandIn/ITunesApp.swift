/// iTunes' SoftwareResult (api-formats.md §1.4). Optional fields that are nil are left
/// out of the JSON, as Apple leaves them out.
struct ITunesApp: Encodable {
    let wrapperType = "software"
    let kind = "software"
    let trackId: Int
    let trackName: String
    let trackCensoredName: String
    let bundleId: String
    let artistId: Int
    let artistName: String
    let artistViewUrl: String?
    let sellerName: String
    let sellerUrl: String?
    let genres: [String]?
    let genreIds: [String]?
    let primaryGenreName: String?
    let primaryGenreId: Int?
    let averageUserRating: Double?
    let userRatingCount: Int?
    let averageUserRatingForCurrentVersion: Double?
    let userRatingCountForCurrentVersion: Int?
    let artworkUrl60: String
    let artworkUrl100: String
    let artworkUrl512: String
    let screenshotUrls: [String]
    let ipadScreenshotUrls: [String]
    let appletvScreenshotUrls: [String]
    let description: String
    let releaseNotes: String?
    let version: String
    let releaseDate: String
    let currentVersionReleaseDate: String
    let fileSizeBytes: String
    let price: Double
    let formattedPrice: String
    let currency: String
    let contentAdvisoryRating: String
    let trackContentRating: String
    let advisories: [String]
    let minimumOsVersion: String
    let languageCodesISO2A: [String]
    let supportedDevices: [String]
    let features: [String]
    let isGameCenterEnabled: Bool
    let isVppDeviceBasedLicensingEnabled: Bool
    let trackViewUrl: String
}
