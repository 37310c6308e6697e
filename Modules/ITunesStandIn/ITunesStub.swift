import Foundation
import StandInKit
import Synchronization

/// The iTunes Search, Lookup and customer-reviews endpoints AppLibrary uses.
package final class ITunesStub: StandIn {
    let catalogue: ITunesCatalogue
    /// How many updates every app has had since the stub started (`releaseUpdates`).
    package let releases = Atomic<Int>(0)

    /// Storefronts the stub knows; any other gives Apple's 400 (`uk` is the classic mistake).
    package static let countries: Set<String> = [
        "kr", "us", "jp", "gb", "de", "fr", "ca", "au", "cn", "tw", "hk", "sg", "in", "es", "it", "br", "mx",
    ]

    package init(seed: UInt64) {
        catalogue = ITunesCatalogue(seed: seed)
    }

    package func handle(_ request: StubRequest) -> StubReply {
        let parts = request.path.split(separator: "/").map(String.init)
        if parts == ["search"] {
            return search(request)
        }
        if parts == ["lookup"] {
            return lookup(request, country: request.query["country"]?.lowercased() ?? "us")
        }
        if parts.count == 2, parts[1] == "lookup" {
            guard parts[0].count == 2 else { return notFoundPage(request) }
            return lookup(request, country: parts[0].lowercased())
        }
        if parts.count >= 3, parts[1] == "rss", parts[2] == "customerreviews" {
            return reviews(parts)
        }
        return notFoundPage(request)
    }

    private func search(_ request: StubRequest) -> StubReply {
        let country = request.query["country"]?.lowercased() ?? "us"
        guard Self.countries.contains(country) else { return badCountry }
        if let entity = request.query["entity"], !["software", "ipadSoftware", "macSoftware"].contains(entity) {
            return .json(400, #"{"errorMessage":"Invalid value(s) for key(s): [resultEntity]"}"#)
        }
        let limit = min(200, max(1, request.int("limit") ?? 50))
        let offset = max(0, request.int("offset") ?? 0)
        let hits = catalogue.search(request.query["term"] ?? "")
        let page = hits.dropFirst(offset).prefix(limit).map {
            catalogue.app($0, country: country, releases: releases.load(ordering: .relaxed))
        }
        return .encoded(ResultPage(resultCount: page.count, results: Array(page)), snakeCase: false)
    }

    private func lookup(_ request: StubRequest, country: String) -> StubReply {
        guard Self.countries.contains(country) else { return badCountry }
        var ids = (request.query["id"] ?? "").split(separator: ",").compactMap { Int($0) }
        // Bundle ids are `com.example.app<trackId>`.
        if let bundle = request.query["bundleId"], bundle.hasPrefix("com.example.app"),
            let id = Int(bundle.dropFirst("com.example.app".count))
        {
            ids.append(id)
        }
        let apps = ids.compactMap { catalogue.entry(trackId: $0) }.map {
            catalogue.app($0, country: country, releases: releases.load(ordering: .relaxed))
        }
        return .encoded(ResultPage(resultCount: apps.count, results: apps), snakeCase: false)
    }

    private struct ResultPage: Encodable {
        let resultCount: Int
        let results: [ITunesApp]
    }

    private var badCountry: StubReply {
        .json(400, #"{"errorMessage":"Invalid value(s) for key(s): [country]"}"#)
    }

    private func notFoundPage(_ request: StubRequest) -> StubReply {
        StubReply(
            status: 404, headers: ["Content-Type": "text/html"],
            body: Data("<html><body>Resource not found: GET \(request.path)</body></html>".utf8))
    }

    /// `/{cc}/rss/customerreviews/[page=N/]id=ID/sortBy=mostRecent/json`. Apps have 0, 1
    /// (an object, not an array) or several reviews, by their id.
    private func reviews(_ parts: [String]) -> StubReply {
        guard Self.countries.contains(parts[0].lowercased()) else { return .empty(400) }
        let id = parts.first { $0.lowercased().hasPrefix("id=") }.flatMap { Int($0.dropFirst(3)) }
        guard let id, let entry = catalogue.entry(trackId: id) else {
            return feed(entries: nil)
        }
        var random = SeededRandom("reviews:\(id)", seed: catalogue.seed)
        let count = entry.index % 4 == 0 ? 0 : (entry.index % 4 == 1 ? 1 : random.int(2...6))
        let entries: [[String: Any]] = (0..<count).map { n in
            let rating = random.int(1...5)
            let label = { (text: String) in ["label": text] }
            return [
                "author": [
                    "uri": label("https://itunes.apple.com/kr/reviews/id\(900_000_000 + n)"),
                    "name": label(random.pick(["mint_fox", "하늘", "jay", "오늘도맑음"])), "label": "",
                ],
                "updated": label("2024-11-0\(1 + n % 9)T09:15:00-07:00"),
                "im:rating": label("\(rating)"),
                "im:version": label("2.3.1"),
                "id": label("\(11_000_000_000 + id % 1000 * 10 + n)"),
                "title": label(rating >= 4 ? "정말 좋아요" : "아쉬워요"),
                "content": [
                    "label": rating >= 4 ? "매일 쓰고 있어요. Great app!" : "업데이트 후 느려졌어요.", "attributes": ["type": "text"],
                ],
                "im:voteSum": label("0"),
                "im:voteCount": label("0"),
            ]
        }
        switch entries.count {
        case 0: return feed(entries: nil)
        case 1: return feed(entries: entries[0])
        default: return feed(entries: entries)
        }
    }

    private func feed(entries: Any?) -> StubReply {
        var feed: [String: Any] = [
            "author": ["name": ["label": "iTunes Store"], "uri": ["label": "http://www.apple.com/kr/itunes/"]],
            "updated": ["label": "2024-11-05T20:17:03-07:00"],
            "title": ["label": "iTunes Store: Customer Reviews"],
            "id": ["label": "https://itunes.apple.com/kr/rss/customerreviews/json"],
        ]
        if let entries { feed["entry"] = entries }
        let body = (try? JSONSerialization.data(withJSONObject: ["feed": feed], options: [.sortedKeys])) ?? Data()
        return StubReply(status: 200, headers: ["Content-Type": "application/json"], body: body)
    }
}
