import Foundation
import StandInKit

/// A fixed, seeded catalogue of apps with Korean and English names that the iTunes
/// stub searches and looks up, so a search term finds apps that really contain it.
struct ITunesCatalogue: Sendable {
    struct Entry: Sendable {
        let trackId: Int
        let korean: String
        let english: String
        let index: Int
    }

    static let prefixes = [
        ("향기", "Scent"), ("습관", "Habit"), ("사진", "Photo"), ("일기", "Diary"), ("가계부", "Budget"),
        ("날씨", "Weather"), ("지도", "Map"), ("음악", "Music"), ("요리", "Recipe"), ("운동", "Workout"),
        ("독서", "Reading"), ("여행", "Travel"), ("메모", "Notes"), ("번역", "Translate"), ("퍼즐", "Puzzle"),
    ]
    static let suffixes = [
        ("노트", "Notes"), ("플래너", "Planner"), ("트래커", "Tracker"), ("박스", "Box"),
        ("마스터", "Master"), ("친구", "Buddy"), ("스튜디오", "Studio"), ("랩", "Lab"),
    ]
    /// Names with characters that break naive URL encoding.
    static let specials = [
        ("C++ 튜터", "C++ Tutor"), ("Q&A 노트", "Q&A Notes"), ("1+1=2 수학", "Math 1+1=2"),
        ("#해시태그 메이커", "#Hashtag Maker"), ("🌸 꽃 일기", "🌸 Flower Diary"), ("Oud Wood 향수 가이드", "Oud Wood Perfume Guide"),
    ]
    static let genres = [
        ("라이프스타일", "Lifestyle", 6012), ("생산성", "Productivity", 6007), ("사진 및 비디오", "Photo & Video", 6008),
        ("건강 및 피트니스", "Health & Fitness", 6013), ("음악", "Music", 6011), ("여행", "Travel", 6003),
        ("게임", "Games", 6014), ("교육", "Education", 6017), ("금융", "Finance", 6015), ("날씨", "Weather", 6001),
        ("음식 및 음료", "Food & Drink", 6023), ("유틸리티", "Utilities", 6002),
    ]

    static let won = [1100: "₩1,100", 2500: "₩2,500", 5900: "₩5,900"]

    let seed: UInt64
    let entries: [Entry]

    init(seed: UInt64) {
        self.seed = seed
        var names: [(String, String)] = []
        for prefix in Self.prefixes {
            for suffix in Self.suffixes {
                names.append(("\(prefix.0) \(suffix.0)", "\(prefix.1) \(suffix.1)"))
            }
        }
        names += Self.specials
        entries = names.enumerated().map { index, name in
            var random = SeededRandom("app:\(index)", seed: seed)
            return Entry(
                trackId: 1_500_000_000 + random.int(0...99_999_999), korean: name.0, english: name.1, index: index)
        }
    }

    /// Apps whose name (either language) contains every word of `term`, ignoring case.
    func search(_ term: String) -> [Entry] {
        let words = term.lowercased().split(whereSeparator: { $0.isWhitespace })
        guard !words.isEmpty else { return [] }
        return entries.filter { entry in
            let haystack = (entry.korean + " " + entry.english).lowercased()
            return words.allSatisfy { haystack.contains($0) }
        }
    }

    func entry(trackId: Int) -> Entry? {
        entries.first { $0.trackId == trackId }
    }

    /// The app as the store shows it after `releases` updates (each one a patch version,
    /// a later release day and notes saying what changed).
    func app(_ entry: Entry, country: String, releases: Int = 0) -> ITunesApp {
        var random = SeededRandom("app-detail:\(entry.trackId)", seed: seed)
        let korean = country == "kr"
        let name = korean ? "\(entry.korean) - \(entry.english)" : entry.english
        // Every 29th app has no genre at all; the library files it under "Other".
        let genreless = entry.index % 29 == 0
        let genre = random.pick(Self.genres)
        let second = random.pick(Self.genres)
        // Every 7th app has no ratings yet, so Apple leaves the rating out.
        let unrated = entry.index % 7 == 3
        let rating = min(5, Double(random.int(25...50)) / 10 + Double(random.int(0...99)) / 1000).rounded(toPlaces: 5)
        let count = random.int(3...250_000)
        let paid = entry.index % 6 == 5
        let price = paid ? Double(random.pick([1100, 2500, 5900])) : 0
        let seller = random.pick([
            "Example Labs", "Hanbit Soft", "Seoul Apps Co., Ltd.", "Indie Dev Kim", "Mint Fox Studio",
        ])
        let art = "https://is1-ssl.mzstatic.com/image/thumb/Purple/v4/stub/\(entry.trackId)"
        let version = "\(random.int(1...9)).\(random.int(0...20)).\(random.int(0...9) + releases)"
        return ITunesApp(
            trackId: entry.trackId,
            trackName: name,
            trackCensoredName: name,
            bundleId: "com.example.app\(entry.trackId)",
            artistId: 1_400_000_000 + random.int(0...999_999),
            artistName: seller,
            artistViewUrl: "https://apps.apple.com/\(country)/developer/id\(entry.trackId)?uo=4",
            sellerName: seller + (entry.index % 4 == 0 ? " Inc." : ""),
            sellerUrl: entry.index % 3 == 0 ? "https://example.com/\(entry.trackId)" : nil,
            genres: genreless ? nil : [korean ? genre.0 : genre.1, korean ? second.0 : second.1],
            genreIds: genreless ? nil : ["\(genre.2)", "\(second.2)"],
            primaryGenreName: genreless ? nil : genre.1,
            primaryGenreId: genreless ? nil : genre.2,
            averageUserRating: unrated ? nil : rating,
            userRatingCount: unrated ? nil : count,
            averageUserRatingForCurrentVersion: unrated ? nil : rating,
            userRatingCountForCurrentVersion: unrated ? nil : count,
            artworkUrl60: art + "/60x60bb.jpg",
            artworkUrl100: art + "/100x100bb.jpg",
            artworkUrl512: art + "/512x512bb.jpg",
            screenshotUrls: entry.index % 11 == 0 ? [] : (1...3).map { art + "/shot\($0)/392x696bb.jpg" },
            ipadScreenshotUrls: [],
            appletvScreenshotUrls: [],
            description: korean
                ? "\(entry.korean) 앱입니다.\n매일 쓰기 좋은 \(entry.english) 도구."
                : "\(entry.english) for every day.\nSimple and private.",
            releaseNotes: releases > 0
                ? (korean ? "새 향기 필터를 더했습니다." : "Adds new scent filters.")
                : entry.index % 5 == 2 ? nil : (korean ? "버그를 고쳤습니다." : "Bug fixes."),
            version: version,
            releaseDate: "2022-03-14T08:00:00Z",
            currentVersionReleaseDate: releases > 0 ? "2024-12-0\(min(releases, 9))T01:23:45Z" : "2024-11-02T01:23:45Z",
            fileSizeBytes: "\(random.int(5_000_000...900_000_000))",
            price: price,
            formattedPrice: paid
                ? (korean ? Self.won[Int(price)] ?? "₩\(Int(price))" : "$\(price / 1000)") : (korean ? "무료" : "Free"),
            currency: korean ? "KRW" : "USD",
            contentAdvisoryRating: random.pick(["4+", "9+", "12+", "17+"]),
            trackContentRating: "4+",
            advisories: [],
            minimumOsVersion: "15.0",
            languageCodesISO2A: korean ? ["EN", "KO"] : ["EN"],
            supportedDevices: ["iPhone13-iPhone13", "iPadAir4-iPadAir4"],
            features: ["iosUniversal"],
            isGameCenterEnabled: false,
            isVppDeviceBasedLicensingEnabled: true,
            trackViewUrl: "https://apps.apple.com/\(country)/app/id\(entry.trackId)?uo=4"
        )
    }
}

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10, Double(places))
        return (self * factor).rounded() / factor
    }
}
