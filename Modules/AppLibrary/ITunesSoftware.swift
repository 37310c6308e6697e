import Foundation

/// One search or lookup result as Apple sends it (api-formats.md §1.4). Only `trackId`
/// and `trackName` are required; every other field may be absent or of an odd type and
/// is then treated as absent (seed bug 2: one missing field dropped the whole page).
struct ITunesSoftware: Decodable {
    private(set) var app: StoreApp
    let kind: String?

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: Key.self)
        let trackID = try values.decode(Int.self, forKey: .trackId)
        guard let id = AppID(String(trackID)) else {
            throw DecodingError.dataCorruptedError(
                forKey: .trackId, in: values, debugDescription: "not an App Store id")
        }
        let name = try values.decode(String.self, forKey: .trackName)
        func optional<T: Decodable>(_ key: Key) -> T? { (try? values.decodeIfPresent(T.self, forKey: key)) ?? nil }
        let genres: [String] = optional(.genres) ?? []
        let genreIDs: [String] = optional(.genreIds) ?? []
        kind = optional(.kind)
        app = StoreApp(
            id: id, name: name, seller: optional(.sellerName) ?? optional(.artistName), genres: genres,
            primaryGenre: genres.first ?? optional(.primaryGenreName), summary: optional(.description),
            version: optional(.version), releaseNotes: optional(.releaseNotes), price: optional(.price),
            formattedPrice: optional(.formattedPrice), rating: optional(.averageUserRating),
            ratingCount: optional(.userRatingCount),
            contentRating: optional(.trackContentRating) ?? optional(.contentAdvisoryRating),
            sizeBytes: (optional(.fileSizeBytes) as String?).flatMap { Int($0) },
            languages: Self.unique(optional(.languageCodesISO2A) ?? []),
            iconURL: optional(.artworkUrl512) ?? optional(.artworkUrl100),
            screenshotURLs: optional(.screenshotUrls) ?? [], storeURL: optional(.trackViewUrl),
            bundleID: optional(.bundleId), releaseDate: optional(.currentVersionReleaseDate),
            minimumOSVersion: optional(.minimumOsVersion)
        )
        // `genreIds` lines up with `genres`, whose first names the primary genre here.
        app.primaryGenreID = genres.isEmpty ? optional(.primaryGenreId) : genreIDs.first.flatMap { Int($0) }
    }

    /// Apple repeats language codes ("ZH" twice); keep the first of each.
    private static func unique(_ codes: [String]) -> [String] {
        var seen = Set<String>()
        return codes.filter { seen.insert($0).inserted }
    }

    enum Key: String, CodingKey {
        case trackId, trackName, kind, sellerName, artistName, genres, genreIds, primaryGenreName, primaryGenreId,
            description, version, releaseNotes
        case price, formattedPrice, averageUserRating, userRatingCount, trackContentRating, contentAdvisoryRating
        case fileSizeBytes, languageCodesISO2A, artworkUrl512, artworkUrl100, screenshotUrls, trackViewUrl
        case bundleId, currentVersionReleaseDate, minimumOsVersion
    }
}

/// A search or lookup reply: `{resultCount, results}`. Each result is decoded on its
/// own, so one odd result is skipped rather than failing the page.
struct ITunesResults: Decodable {
    let apps: [StoreApp]
    let skipped: Int

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: Key.self)
        let results = try values.decode([Lossy].self, forKey: .results)
        // A lookup can return Mac apps too; the library is for iOS apps.
        apps = results.compactMap { $0.value }.filter { $0.kind == nil || $0.kind == "software" }.map(\.app)
        skipped = results.count - apps.count
    }

    private struct Lossy: Decodable {
        let value: ITunesSoftware?
        init(from decoder: any Decoder) throws {
            value = try? ITunesSoftware(from: decoder)
        }
    }

    enum Key: String, CodingKey { case results }
}
