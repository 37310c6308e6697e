import Core
import Foundation
import Persistence
import Photobox
import StubAPI
import TestSupport
import Testing

@Suite("Unsplash client")
struct UnsplashClientTests {
    @Test("every endpoint sends the documented path, query and headers")
    func endpoints() async throws {
        try await withUnsplash { stub, client in
            let topic = try await client.topicPhotos(.goldenHour)
            #expect(topic.count == 10)
            var hit = try #require(stub.hits.last)
            #expect(hit.path == "/topics/golden-hour/photos")
            #expect(hit.query == ["page": "1", "per_page": "10", "order_by": "popular"])
            #expect(hit.header("Authorization") == "Client-ID \(testKey)" && hit.header("Accept-Version") == "v1")

            #expect(try await client.randomPhotos(count: 1).count == 1, "count=1 still answers a list")
            #expect(try await client.randomPhotos(count: 10).count == 10)
            #expect(stub.hits.last?.query["count"] == "10")

            let page = try await client.search(PhotoQuery(text: "  perfume  "), page: 2)
            hit = try #require(stub.hits.last)
            #expect(
                hit.query == ["query": "perfume", "page": "2", "per_page": "20", "order_by": "relevant"],
                "no colour unless one is picked")
            #expect(page.totalPages >= 2 && page.photos.count == min(20, page.total - 20))
            _ = try await client.search(PhotoQuery(text: "perfume", order: .latest, color: .blackAndWhite))
            #expect(
                stub.hits.last?.query["color"] == "black_and_white" && stub.hits.last?.query["order_by"] == "latest")
            #expect(stub.hits.last?.query["color_by"] == nil)

            let photo = try await client.photo(id: PhotoID(checking: "Qx7mP2aLk9Z"))
            #expect(photo.views != nil && photo.downloads != nil && photo.owner.username.isEmpty == false)
            let statistics = try await client.statistics(id: PhotoID(checking: "Qx7mP2aLk9Z"))
            #expect(statistics.views?.days.count == 30 && statistics.downloads?.days.count == 30)
            #expect(
                stub.hits.last?.path == "/photos/Qx7mP2aLk9Z/statistics" && stub.hits.last?.query["quantity"] == "30")

            try await client.trackDownload(of: photo)
            hit = try #require(stub.hits.last)
            #expect(
                hit.path == "/photos/Qx7mP2aLk9Z/download" && hit.query["ixid"] == "STUBIXID",
                "download_location kept whole")
            #expect(hit.header("Authorization") == "Client-ID \(testKey)")

            let image = try await client.image(of: photo)
            #expect(image.format == .jpeg)
            hit = try #require(stub.hits.last)
            #expect(
                hit.path.hasPrefix("/images/") && hit.header("Authorization") == nil,
                "the key never goes to the image CDN")
        }
    }

    @Test(
        "a search over pages asks each page from the first, stops at the search's last page, and never sends an empty query"
    )
    func searchPages() async throws {
        try await withUnsplash { stub, client in
            let first = try await client.search(PhotoQuery(text: "perfume"), page: 1)
            #expect(first.totalPages >= 2)
            var batches: [PhotoSearchBatch] = []
            for try await batch in client.search(
                PhotoQuery(text: "perfume"), pages: first.totalPages - 1, through: first.totalPages + 5)
            {
                batches.append(batch)
            }
            #expect(batches.map(\.page) == [first.totalPages - 1, first.totalPages])
            #expect(batches.map(\.isLast) == [false, true])
            let sent = stub.hits.count
            await #expect(throws: UserError.self) {
                for try await _ in client.search(PhotoQuery(text: "   "), pages: 1, through: 3) {}
            }
            #expect(stub.hits.count == sent, "an empty query never reaches the network")
        }
    }

    @Test(
        "hostile or broken server data is refused as the service's failure (69) (#13)",
        arguments: [
            (#"{"id": "abc", "urls": {"regular": "file:///etc/passwd"}}"#, 200, Data(), "urls.regular"),
            (#"{"id": "abc", "urls": {"regular": "javascript:alert(1)"}}"#, 200, Data(), "urls.regular"),
            (#"{"id": "abc", "urls": {"regular": "https://evil.example/x.jpg"}}"#, 200, Data(), "urls.regular"),
            (#"{"id": "abc", "urls": {}}"#, 200, Data(), "urls.regular"),
            (#"{"id": "other", "urls": {"regular": "https://images.unsplash.com/x"}}"#, 200, Data(), "id"),
            (
                #"{"id": "abc", "urls": {"regular": "https://images.unsplash.com/x"}}"#, 200,
                ImageFixtures.jpeg.dropLast(6), "complete image"
            ),
            (#"{"id": "abc", "urls": {"regular": "https://images.unsplash.com/x"}}"#, 404, Data(), "404"),
            // The image host answers with a HEIC whose box size overflows (#27): refused, not a trap.
            (
                #"{"id": "abc", "urls": {"regular": "https://images.unsplash.com/x"}}"#, 200, ImageFixtures.craftedHEIC,
                "complete image"
            ),
        ])
    func hostileServer(detail: String, imageStatus: Int, image: Data, named: String) async throws {
        let http = ScriptedHTTP { request in
            request.url.host == "images.unsplash.com"
                ? HTTPResponse(status: imageStatus, body: image)
                : HTTPResponse(status: 200, body: Data(detail.utf8))
        }
        let client = UnsplashClient(http: http, accessKey: testKey)
        do {
            _ = try await client.image(of: try await client.photo(id: PhotoID(checking: "abc")))
            Issue.record("accepted \(detail)")
        } catch {
            let user = UserError.from(error)
            #expect(user.category == .unavailable, "\(detail)")
            #expect(user.message.english.contains(named) || "\(error)".contains(named), "\(user.message.english)")
        }
    }

    @Test("an error text that echoes the access key is shown with the key redacted (#27)")
    func echoedKey() async throws {
        let echoing = UnsplashClient(
            http: ScriptedHTTP { _ in
                HTTPResponse(status: 400, body: Data(#"{"errors":["Client-ID \#(testKey) is not allowed here"]}"#.utf8))
            }, accessKey: testKey)
        let offline = UnsplashClient(http: KeyEchoingOffline(), accessKey: testKey)
        for client in [echoing, offline] {
            do {
                _ = try await client.randomPhotos(count: 1)
                Issue.record("no error")
            } catch {
                let user = UserError.from(error)
                #expect(!user.message.english.contains(testKey) && !user.message.korean.contains(testKey))
                #expect(user.message.english.contains("[access key]"), "\(user.message.english)")
            }
        }
    }

    @Test("each error mode is a clear message with its exit code; the key never shows")
    func errors() async throws {
        try await withUnsplash { stub, client in
            let cases: [(StubFault, ExitCategory)] = [
                (.unauthorized, .permission), (.rateLimited, .unavailable), (.tooManyRequests, .unavailable),
                (.notFound, .notFound), (.serverError, .unavailable), (.badRequest("query is missing"), .invalidInput),
            ]
            for (fault, category) in cases {
                stub.inject(fault, for: .unsplash)
                await #expect { try await client.topicPhotos(.goldenHour) } throws: { error in
                    let shown = UserError.from(error)
                    return shown.category == category && !shown.message.english.contains(testKey)
                        && !shown.message.korean.contains(testKey)
                }
            }
            stub.inject(.rateLimited, for: .unsplash)
            await #expect(throws: APIError.rateLimited(remaining: 0)) { try await client.randomPhotos(count: 2) }
            stub.inject(.badRequest("query is missing"), for: .unsplash)
            await #expect(throws: APIError.badRequest("query is missing")) { try await client.randomPhotos(count: 2) }
            #expect(
                UserError.from(APIError.rateLimited(remaining: 0)).message.english.contains(
                    "limit of requests for this hour is used up"))
            stub.inject(.malformedJSON, for: .unsplash)
            await #expect(throws: APIError.self) { try await client.search(PhotoQuery(text: "x")) }
            // Nothing is cached: the next request reaches the server.
            let again = try await client.topicPhotos(.goldenHour)
            #expect(again.count == 10)
        }
        let wrong = UnsplashClient(http: CannedHTTP(#"[{"id": "a1", "width": "wide"}]"#), accessKey: testKey)
        await #expect(throws: APIError.decoding(field: "[0].width")) { try await wrong.topicPhotos(.goldenHour) }
        let offline = UnsplashClient(
            http: FailingHTTP(base: CannedHTTP(""), matching: { _ in true }), accessKey: testKey)
        await #expect(throws: APIError.offline("test drop")) { try await offline.randomPhotos(count: 3) }
    }

    @Test("absent optional fields decode; a 0-result search is an empty page")
    func tolerantDecoding() async throws {
        let client = UnsplashClient(
            http: CannedHTTP(#"[{"id": "bare"}, {"id": "x", "user": {"username": "u"}, "urls": {}}]"#),
            accessKey: testKey)
        let photos = try await client.topicPhotos(.goldenHour)
        #expect(photos.map(\.id) == ["bare", "x"])
        #expect(photos[0].views == nil && photos[0].regularURL == nil && photos[1].owner.name == "u")
        // Links that are not http(s) never reach a page's src or a command (#27).
        let hostile = UnsplashClient(
            http: CannedHTTP(
                #"""
                [{"id": "j", "urls": {"regular": "javascript:alert(1)", "small": "data:text/html,x"},
                  "links": {"download_location": "file:///etc/passwd"},
                  "user": {"username": "u", "profile_image": {"small": "javascript:alert(2)"}}}]
                """#), accessKey: testKey)
        let linked = try #require(try await hostile.topicPhotos(.goldenHour).first)
        #expect(linked.regularURL == nil && linked.smallURL == nil && linked.downloadLocation == nil)
        #expect(linked.owner.avatarURL == nil)
        try await withUnsplash { _, client in
            let none = try await client.search(PhotoQuery(text: "nothing here"))
            #expect(none.total == 0 && none.photos.isEmpty)
        }
    }

    @Test("the content filter goes to Unsplash as content_filter on random and search, and not at all when unset (#48)")
    func contentFilter() async throws {
        let asked = LockedValue<[String]>([])
        let http = ScriptedHTTP { request in
            asked.withLock { $0.append(request.url.query ?? "") }
            let body = request.url.path.hasSuffix("random") ? "[]" : #"{"total": 0, "total_pages": 0, "results": []}"#
            return HTTPResponse(status: 200, headers: [:], body: Data(body.utf8))
        }
        let client = UnsplashClient(http: http, accessKey: testKey)
        _ = try await client.randomPhotos(count: 2, contentFilter: .high)
        _ = try await client.search(PhotoQuery(text: "sea", contentFilter: .low))
        _ = try await client.randomPhotos(count: 2)
        let queries = asked.value
        #expect(queries[0].contains("content_filter=high") && queries[1].contains("content_filter=low"))
        #expect(!queries[2].contains("content_filter"))
    }

    @Test("camera, place and tags: strings or numbers, nulls and blanks leave them out (#12)")
    func cameraLocationTags() async throws {
        let body = #"""
            [{"id": "full", "exif": {"make": "Canon", "model": "Canon EOS R5", "exposure_time": "1/200", "aperture": 4, "focal_length": 50.0, "iso": 100},
              "location": {"name": null, "city": "Busan", "country": "South Korea", "position": {"latitude": 35.1, "longitude": 129.0}},
              "tags": [{"type": "search", "title": "sea"}, {"title": " "}, {"type": "landing_page"}]},
             {"id": "nulls", "exif": {"make": null, "model": null, "exposure_time": null, "aperture": null, "focal_length": null, "iso": null},
              "location": {"name": null, "city": null, "country": null, "position": {"latitude": null, "longitude": null}}, "tags": "oops"}]
            """#
        let photos = try await UnsplashClient(http: CannedHTTP(body), accessKey: testKey).topicPhotos(.goldenHour)
        #expect(photos[0].camera?.summary == "Canon EOS R5 · 50mm · f/4 · 1/200s · ISO 100")
        #expect(photos[0].location?.summary == "Busan, South Korea" && photos[0].location?.latitude == 35.1)
        #expect(photos[0].tags == ["sea"])
        #expect(photos[1].camera == nil && photos[1].location == nil && photos[1].tags.isEmpty)
        // A liked record keeps them, so offline detail shows them too.
        let kept = LikedPhoto(photo: photos[0], image: try BlobKey("x.jpg"), likedAt: Date(timeIntervalSince1970: 0))
        let decoded = try JSONDecoder().decode(LikedPhoto.self, from: JSONEncoder().encode(kept))
        #expect(
            decoded.photo.camera == photos[0].camera && decoded.photo.location == photos[0].location
                && decoded.photo.tags == ["sea"])
        // Mosaic's own JSON names them in one case, as all its keys (#47); a record kept before reads too.
        let written = String(decoding: try JSONEncoder().encode(photos[0].camera), as: UTF8.self)
        #expect(written.contains("\"exposureTime\"") && written.contains("\"focalLength\"") && !written.contains("_"))
        let older = #"{"make": "Canon", "exposure_time": "1/200", "focal_length": "50"}"#
        #expect(try JSONDecoder().decode(PhotoCamera.self, from: Data(older.utf8)).focalLength == "50")
    }

    @Test("no key, a blank one or one that is not a header value: exit 77; path-like ids never reach the network")
    func keyAndIDs() async throws {
        #expect(throws: UserError(PhotoboxMessages.missingKey, category: .permission)) {
            try UnsplashClient(http: CannedHTTP("[]"), checkingKey: nil)
        }
        #expect(throws: UserError(PhotoboxMessages.missingKey, category: .permission)) {
            try UnsplashClient(http: CannedHTTP("[]"), checkingKey: "   ")
        }
        #expect(throws: UserError(PhotoboxMessages.malformedKey, category: .permission)) {
            try UnsplashClient(http: CannedHTTP("[]"), checkingKey: "키\r\nX-Injected: 1")
        }
        // No request can carry one: a PhotoID is checked where the text comes in.
        for id in ["../etc/passwd", "a/b", "", " ", "id?x=1", "%2e%2e", String(repeating: "a", count: 65), "사진"] {
            #expect { try PhotoID(checking: id) } throws: { ($0 as? UserError)?.category == .invalidInput }
        }
        #expect(try PhotoID(checking: "  Qx7mP2aLk9Z ").rawValue == "Qx7mP2aLk9Z")
        // Nor can an answer: a photo whose id is not one is refused as it is decoded.
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(UnsplashPhoto.self, from: Data(#"{"id": "../../x"}"#.utf8))
        }
    }

    @Test("download tracking goes to the API host only, never to a host named in the response")
    func trackingStaysOnTheAPIHost() async throws {
        try await withUnsplash { stub, client in
            let foreign = UnsplashPhoto(
                id: "Qx7mP2aLk9Z", downloadLocation: URL(string: "https://evil.example/photos/Qx7mP2aLk9Z/download"))
            try await client.trackDownload(of: foreign)
            #expect(stub.apiHits("/download").count == 1)
            #expect(stub.hits.last?.path == "/photos/Qx7mP2aLk9Z/download")
        }
    }
}

/// A network failure whose text repeats the request's Authorization header.
private struct KeyEchoingOffline: HTTPClient {
    func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        throw .offline("proxy refused \(request.headers["Authorization"] ?? "")")
    }
}
