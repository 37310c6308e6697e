import Foundation
import StandInKit

/// The Unsplash API v1 endpoints Photobox uses, with deterministic data.
package struct UnsplashStub: StandIn {
    package let seed: UInt64
    package let base: String

    /// The stand-in reached at `base` (its image URLs point there), its data from `seed`.
    package init(seed: UInt64, base: String) {
        self.seed = seed
        self.base = base
    }

    package static let topics = [
        "golden-hour", "wallpapers", "nature", "architecture-interior", "travel", "film", "people",
        "street-photography", "experimental", "textures-patterns", "animals", "fashion-beauty",
        "food-drink", "business-work", "3d-renders", "spirituality", "health-wellness",
    ]

    /// Hex colours near each search colour filter.
    package static let palette: [String: [String]] = [
        "black_and_white": ["#8c8c8c", "#d9d9d9"], "black": ["#0c0c0c", "#262626"],
        "white": ["#f3f3f3", "#d9d9f3"], "yellow": ["#f3d90c", "#d9c026"], "orange": ["#f38c26", "#d9730c"],
        "red": ["#c0260c", "#f30c0c"], "purple": ["#8c26c0", "#590c8c"], "magenta": ["#d90cc0", "#f326d9"],
        "green": ["#26a640", "#0c730c"], "teal": ["#0c8c8c", "#26a6a6"], "blue": ["#0c40c0", "#2659f3"],
    ]

    package static let people = [
        ("hana_lens", "Hana", "Kim"), ("minjun.shoots", "Minjun", "Park"), ("seoul_frames", "Jisoo", "Lee"),
        ("amber_light", "Amber", "Reyes"), ("noah_k", "Noah", nil), ("yuna.film", "Yuna", "Choi"),
    ]

    func photo(id: String, color forcedColor: String? = nil, full: Bool = false) -> UnsplashPhoto {
        var random = SeededRandom(id, seed: seed)
        let colorName = forcedColor ?? random.pick(Array(Self.palette.keys).sorted())
        let color = random.pick(Self.palette[colorName] ?? ["#808080"])
        let person = random.pick(Self.people)
        let day = random.int(1...28)
        let month = random.int(1...12)
        let created = String(
            format: "20%02d-%02d-%02dT%02d:%02d:00Z", random.int(19...24), month, day, random.int(0...23),
            random.int(0...59))
        let image = "\(base)/images/photo-\(id)?ixid=STUBIXID&ixlib=rb-4.0.3"
        let hasDescription = random.int(0...2) == 0
        var photo = UnsplashPhoto(
            id: id,
            slug: "stub-photo-\(id)",
            createdAt: created,
            updatedAt: "2024-10-01T00:00:00Z",
            promotedAt: nil,
            width: random.pick([4000, 6000, 3024, 5472]),
            height: random.pick([6000, 4000, 4032, 3648]),
            color: color,
            blurHash: random.int(0...4) == 0 ? nil : "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
            description: hasDescription ? "A \(colorName.replacingOccurrences(of: "_", with: " ")) scene" : nil,
            altDescription: "a \(colorName.replacingOccurrences(of: "_", with: " ")) photo by \(person.1)",
            urls: .init(
                raw: image,
                full: image + "&q=85&fm=jpg",
                regular: image + "&w=1080&q=80&fm=jpg&fit=max",
                small: image + "&w=400&q=80&fm=jpg&fit=max",
                thumb: image + "&w=200&q=80&fm=jpg&fit=max"
            ),
            links: .init(
                self: "\(base)/photos/\(id)",
                html: "https://unsplash.com/photos/stub-photo-\(id)",
                download: "\(base)/photos/\(id)/download?ixid=STUBIXID",
                downloadLocation: "\(base)/photos/\(id)/download?ixid=STUBIXID"
            ),
            likes: random.int(0...5000),
            likedByUser: false,
            currentUserCollections: [],
            user: .init(
                id: "user-\(person.0)",
                updatedAt: "2024-09-30T12:00:00Z",
                username: person.0,
                name: [person.1, person.2].compactMap { $0 }.joined(separator: " "),
                firstName: person.1,
                lastName: person.2,
                portfolioUrl: nil,
                bio: nil,
                location: random.pick(["Seoul", "Busan", nil]),
                totalLikes: random.int(0...300),
                totalPhotos: random.int(10...900),
                totalCollections: random.int(0...20),
                profileImage: .init(
                    small: "\(base)/images/profile-\(person.0)?w=32&h=32",
                    medium: "\(base)/images/profile-\(person.0)?w=64&h=64",
                    large: "\(base)/images/profile-\(person.0)?w=128&h=128"
                ),
                links: .init(
                    self: "\(base)/users/\(person.0)",
                    html: "https://unsplash.com/@\(person.0)",
                    photos: "\(base)/users/\(person.0)/photos",
                    likes: "\(base)/users/\(person.0)/likes",
                    portfolio: "\(base)/users/\(person.0)/portfolio"
                )
            )
        )
        if full {
            photo.downloads = random.int(100...20000)
            photo.views = random.int(1000...900_000)
            photo.exif = .init(
                make: "FUJIFILM", model: "X-T4", name: "FUJIFILM, X-T4", exposureTime: "1/125",
                aperture: "2.8", focalLength: "35.0", iso: 400)
            photo.location = .init(
                name: "Seoul, South Korea", city: "Seoul", country: "South Korea",
                position: .init(latitude: 37.5665, longitude: 126.978))
            photo.tags = [.init(type: "search", title: colorName), .init(type: "search", title: "stub")]
        }
        return photo
    }

    package func ids(_ key: String, count: Int) -> [String] {
        var random = SeededRandom(key, seed: seed)
        return (0..<count).map { _ in random.photoID() }
    }

    package func handle(_ request: StubRequest) -> StubReply {
        let path = request.path
        if path.hasPrefix("/images/") {
            return StubReply(status: 200, headers: ["Content-Type": "image/jpeg"], body: StubImage.jpeg)
        }
        guard let key = request.header("Authorization"), key.hasPrefix("Client-ID "),
            key.count > "Client-ID ".count, !key.hasSuffix(" invalid")
        else {
            return .json(401, #"{"errors":["OAuth error: The access token is invalid"]}"#)
        }
        let parts = path.split(separator: "/").map(String.init)
        switch (request.method, parts.count, parts.first) {
        case ("GET", 3, "topics") where parts[2] == "photos":
            guard Self.topics.contains(parts[1]) else { return .json(404, #"{"errors":["Couldn't find Topic"]}"#) }
            let page = max(1, request.int("page") ?? 1)
            let perPage = min(30, max(1, request.int("per_page") ?? 10))
            let photos = ids("topic:\(parts[1]):\(request.query["order_by"] ?? "latest"):\(page)", count: perPage)
                .map { photo(id: $0) }
            return .encoded(photos, headers: ["X-Total": "812", "X-Per-Page": "\(perPage)"])
        case ("GET", 2, "photos") where parts[1] == "random":
            let count = min(30, max(1, request.int("count") ?? 1))
            let nonce = request.query["nonce"] ?? ""
            let photos = ids("random:\(request.query["query"] ?? ""):\(nonce):\(request.counter)", count: count)
                .map { photo(id: $0) }
            // Without `count` the API answers one object, with it an array.
            return request.query["count"] == nil ? .encoded(photos[0]) : .encoded(photos)
        case ("GET", 2, "search") where parts[1] == "photos":
            return search(request)
        case ("GET", 3, "users") where parts[2] == "likes":
            return userLikes(parts[1], request)
        case ("GET", 2, "photos"):
            let id = parts[1]
            guard isKnown(id) else { return .json(404, #"{"errors":["Couldn't find Photo"]}"#) }
            return .encoded(photo(id: id, full: true))
        case ("GET", 3, "photos") where parts[2] == "statistics":
            guard isKnown(parts[1]) else { return .json(404, #"{"errors":["Couldn't find Photo"]}"#) }
            return statistics(id: parts[1], quantity: min(30, max(1, request.int("quantity") ?? 30)))
        case ("GET", 3, "photos") where parts[2] == "download":
            guard isKnown(parts[1]) else { return .json(404, #"{"errors":["Couldn't find Photo"]}"#) }
            return .json(200, #"{"url":"\#(base)/images/photo-\#(parts[1])?ixid=STUBIXID&fm=jpg"}"#)
        default:
            return .json(404, #"{"errors":["Not found"]}"#)
        }
    }

    /// Any well-formed id is a photo, except ids starting with `missing`.
    private func isKnown(_ id: String) -> Bool {
        !id.hasPrefix("missing") && id.count <= 64
            && id.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
            }
    }

    private func search(_ request: StubRequest) -> StubReply {
        guard let query = request.query["query"], !query.isEmpty else {
            return .json(400, #"{"errors":["query is missing"]}"#)
        }
        let perPage = min(30, max(1, request.int("per_page") ?? 10))
        let page = max(1, request.int("page") ?? 1)
        var random = SeededRandom("search:\(query)", seed: seed)
        let total = query.lowercased().contains("nothing") ? 0 : random.int(25...95)
        let totalPages = (total + perPage - 1) / perPage
        let start = (page - 1) * perPage
        let count = max(0, min(perPage, total - start))
        let color = request.query["color"].flatMap { Self.palette[$0] == nil ? nil : $0 }
        let order = request.query["order_by"] ?? "relevant"
        let photos = ids("search:\(query):\(order):\(page)", count: count).map { photo(id: $0, color: color) }
        return .encoded(SearchResults(total: total, totalPages: totalPages, results: photos))
    }

    /// A user's public likes, 31–45 of them, more than a page of 30 (none for `empty`; `missing…` is no user), a
    /// page at a time, the same photos on every call.
    private func userLikes(_ username: String, _ request: StubRequest) -> StubReply {
        guard !username.hasPrefix("missing") else { return .json(404, #"{"errors":["Couldn't find User"]}"#) }
        var random = SeededRandom("likes:\(username)", seed: seed)
        let total = username == "empty" ? 0 : random.int(31...45)
        let perPage = min(30, max(1, request.int("per_page") ?? 10))
        let start = (max(1, request.int("page") ?? 1) - 1) * perPage
        let all = ids("likes:\(username)", count: total)
        let photos = all.dropFirst(start).prefix(perPage).map { photo(id: $0) }
        return .encoded(Array(photos), headers: ["X-Total": "\(total)", "X-Per-Page": "\(perPage)"])
    }

    private struct SearchResults: Encodable {
        let total: Int
        let totalPages: Int
        let results: [UnsplashPhoto]
    }

    private func statistics(id: String, quantity: Int) -> StubReply {
        var random = SeededRandom("stats:\(id)", seed: seed)
        let end = DateComponents(
            calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"),
            year: 2024, month: 10, day: 31
        ).date!
        func block(_ scale: Int) -> [String: Any] {
            let values: [[String: Any]] = (0..<quantity).map { offset in
                let date = end.addingTimeInterval(Double(offset - quantity + 1) * 86_400)
                let day = ISO8601DateFormatter.string(
                    from: date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
                return ["date": day, "value": random.int(0...scale)]
            }
            let change = values.reduce(0) { $0 + ($1["value"] as? Int ?? 0) }
            return [
                "total": change * 40,
                "historical": [
                    "change": change, "average": change / quantity, "resolution": "days", "quantity": quantity,
                    "values": values,
                ],
            ]
        }
        let body: [String: Any] = ["id": id, "downloads": block(20), "views": block(900), "likes": block(4)]
        return StubReply(
            status: 200, headers: ["Content-Type": "application/json"],
            body: (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data())
    }
}
