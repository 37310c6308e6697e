import Core
import Foundation
import Persistence
import Photobox
import StubAPI
import TestSupport
import Testing

@Suite("Likes kept offline")
struct LikesTests {
    @Test("every field the Like list's queries name is in what a liked photo stores")
    func declaredFieldsAreStored() throws {
        let liked = LikedPhoto(
            photo: UnsplashPhoto(id: "Qx7mP2aLk9Z"), image: try BlobKey("photobox/Qx7mP2aLk9Z.jpg"), likedAt: Date())
        #expect(try RecordFieldCheck.missing(in: liked).isEmpty)
    }

    @Test("an empty Like list says why: nothing saved yet, or nothing nearest the colour picked (#12)")
    func emptyMessages() {
        #expect(LikedListState(order: .latest, color: nil, photos: []).emptyMessage == PhotoboxMessages.noLikes)
        #expect(
            LikedListState(order: .latest, color: .red, photos: []).emptyMessage
                == PhotoboxMessages.noLikesInColor("red"))
        #expect(PhotoboxMessages.noLikesInColor("red").english == "None of the saved photos is nearest red.")
    }

    @Test("a like keeps the record and the image together and tracks the download once; liking again is harmless")
    func like() async throws {
        try await withUnsplash { stub, client in
            let fixture = try PhotoboxFixture()
            let outcome = try await fixture.likes.like(id: PhotoID(checking: "Qx7mP2aLk9Z"), using: client)
            guard case .liked(let record) = outcome else {
                Issue.record("not liked")
                return
            }
            #expect(
                record.views != nil && record.downloads != nil && record.postedAt != nil
                    && record.owner.avatarURL != nil)
            #expect(record.width != nil && record.color != nil && record.likes != nil)
            #expect(try await fixture.stored() == (["Qx7mP2aLk9Z"], ["photobox/Qx7mP2aLk9Z.jpg"]))
            #expect(try await fixture.likes.imageData(of: record).map { ImageFormat(sniffing: $0) } == .jpeg)
            #expect(stub.apiHits("/download").count == 1)

            let again = try await fixture.likes.like(id: PhotoID(checking: "Qx7mP2aLk9Z"), using: client)
            #expect(again == .alreadyLiked(record))
            #expect(stub.apiHits("/download").count == 1, "no second download counted")
        }
    }

    @Test("a failure at any step leaves nothing behind", arguments: ["detail", "image", "tracking", "blob", "record"])
    func failureLeavesNothing(step: String) async throws {
        let drop: @Sendable (HTTPRequest) -> Bool = { request in
            let path = request.url.path
            switch step {
            case "detail": return path.hasSuffix("/photos/Qx7mP2aLk9Z")
            case "image": return path.contains("/images/")
            case "tracking": return path.hasSuffix("/download")
            default: return false
            }
        }
        try await withUnsplash(http: { FailingHTTP(base: $0, matching: drop) }) { _, client in
            let fixture = try PhotoboxFixture(
                records: step == "record" ? { RefusingRecordStore(base: $0) } : nil,
                blobs: step == "blob" ? { RefusingBlobStore(base: $0) } : nil)
            await #expect(throws: (any Error).self) {
                try await fixture.likes.like(id: PhotoID(checking: "Qx7mP2aLk9Z"), using: client)
            }
            let left = try await fixture.stored()
            #expect(left.records.isEmpty && left.files.isEmpty)
        }
    }

    @Test("unlike removes the record, then the file; a missing file does not block it (seed bug 2)")
    func unlike() async throws {
        try await withUnsplash { _, client in
            let fixture = try PhotoboxFixture()
            let liked = try await fixture.likes.like(id: PhotoID(checking: "aaaaaaaaaaa"), using: client).photo
            try await fixture.likes.like(id: PhotoID(checking: "bbbbbbbbbbb"), using: client)
            try await fixture.storage.blobs.delete(liked.image)
            #expect(try await fixture.likes.unlike(id: PhotoID(checking: "aaaaaaaaaaa")).id == "aaaaaaaaaaa")
            try await fixture.likes.unlike(id: PhotoID(checking: "bbbbbbbbbbb"))
            let left = try await fixture.stored()
            #expect(left.records.isEmpty && left.files.isEmpty)
            await #expect(throws: UserError(PhotoboxMessages.notLiked("bbbbbbbbbbb"), category: .notFound)) {
                try await fixture.likes.unlike(id: PhotoID(checking: "bbbbbbbbbbb"))
            }
            #expect { try PhotoID(checking: "../../x") } throws: { ($0 as? UserError)?.category == .invalidInput }
        }
    }

    @Test("several likes run at most four at a time; each id gets its own outcome")
    func batch() async throws {
        let counter = LockedValue<InFlightHTTP?>(nil)
        try await withUnsplash(http: { base in
            let wrapped = InFlightHTTP(base: base)
            counter.withLock { $0 = wrapped }
            return wrapped
        }) { _, client in
            let fixture = try PhotoboxFixture()
            let ids = try ((0..<9).map { "photo\($0)abcd" } + ["missing0001", "photo0abcd"]).map {
                try PhotoID(checking: $0)
            }
            let progress = LockedValue<[Int]>([])
            let results = await fixture.likes.like(ids, using: client, concurrency: 4) { done in
                progress.withLock { $0.append(done) }
            }
            #expect(results.map(\.id) == Array(ids.dropLast()), "duplicates are liked once")
            #expect(results.filter { (try? $0.result.get()) != nil }.count == 9)
            #expect(results.last.map { (try? $0.result.get()) == nil } == true)
            #expect(progress.value == Array(1...10))
            #expect(try await fixture.stored().records.count == 9)
            let most = try #require(counter.value?.most)
            #expect(most > 1 && most <= 4, "ran \(most) at once")
        }
    }

    @Test(
        "the photographer's avatar is written avatarURL, as the rest of the JSON; a like kept as profile_image still reads (#60, item 14)"
    )
    func ownerJSON() throws {
        let owner = PhotoOwner(username: "hana", name: "Hana", avatarURL: "https://images.example/hana.jpg")
        let written = String(decoding: try JSONEncoder().encode(owner), as: UTF8.self)
        #expect(written.contains("\"avatarURL\"") && !written.contains("profile_image"), "\(written)")
        let older = #"{"username":"hana","name":"Hana","profile_image":{"small":"https://images.example/hana.jpg"}}"#
        #expect(try JSONDecoder().decode(PhotoOwner.self, from: Data(older.utf8)) == owner)
        #expect(try JSONDecoder().decode(PhotoOwner.self, from: Data(written.utf8)) == owner)
    }

    @Test("a long liked list reads a page: the first photos of a colour, however far apart, and a page more on request")
    func longList() async throws {
        let fixture = try PhotoboxFixture()
        // One red photo in every ten, so a page of red reads far down the list.
        let photos = try (0..<500).map { n in
            LikedPhoto(
                photo: UnsplashPhoto(
                    id: try PhotoID(checking: String(format: "photo%06d", n)),
                    color: n % 10 == 0 ? "#d02020" : "#2040e0"),
                image: try BlobKey("photobox/\(n).jpg"), likedAt: Date(timeIntervalSince1970: Double(n)))
        }
        try await fixture.storage.records.save(photos)
        #expect(try await fixture.likes.count() == 500)
        let red = try await fixture.likes.list(color: .red, limit: ListPage.size + 1)
        #expect(red.count == ListPage.size + 1)
        #expect(red.first?.id.rawValue == "photo000490" && red.allSatisfy { $0.filterColor == .red })
        #expect(try await fixture.likes.list(color: .red).count == 50)
        #expect(
            try await fixture.likes.list(order: .oldest, limit: 2).map(\.id.rawValue) == ["photo000000", "photo000001"])
        let more = EventRelay<Void>()
        let color = EventRelay<PhotoColor>()
        let states = OutputRecorder(
            LikedPhotosViewModel(likes: fixture.likes).transform(
                .init(colorTap: color.values(), moreRequested: more.values())
            ).state)
        let first = try #require(await states.next())
        #expect(first.photos.count == ListPage.size && first.hasMore)
        more.accept(())
        #expect(await states.next { $0.photos.count == 2 * ListPage.size && $0.hasMore } != nil)
        color.accept(.red)
        #expect(await states.next { $0.color == .red && $0.photos.count == ListPage.size && $0.hasMore } != nil)
        more.accept(())
        #expect(await states.next { $0.photos.count == 50 && !$0.hasMore } != nil)
    }

    @Test("the liked list sorts by liked time and filters by nearest colour, with no network")
    func likedList() async throws {
        let fixture = try PhotoboxFixture()
        try await withUnsplash { _, client in
            for id in ["first000001", "second00002", "third000003"] {
                try await fixture.likes.like(id: PhotoID(checking: id), using: client)
            }
        }
        #expect(try await fixture.likes.list().map(\.id) == ["third000003", "second00002", "first000001"])
        #expect(
            try await fixture.likes.list(order: .oldest).map(\.id) == ["first000001", "second00002", "third000003"])
        for photo in try await fixture.likes.list() {
            let color = try #require(photo.filterColor)
            #expect(try await fixture.likes.list(color: color).contains(photo))
        }
        // The server is gone: the detail comes from the record, with its date and real downloads (seed bug 5).
        let offline = UnsplashClient(
            http: FailingHTTP(base: CannedHTTP(""), matching: { _ in true }), accessKey: testKey)
        let detail = try await PhotoDetail.load(
            id: PhotoID(checking: "first000001"), client: offline, likes: fixture.likes)
        let record = try #require(try await fixture.likes.liked(id: PhotoID(checking: "first000001")))
        #expect(
            detail.isOffline && detail.isLiked && detail.photo.downloads == record.downloads
                && detail.photo.views == record.views)
        #expect(PostedDate.message(detail.photo.createdAt) != nil)
        await #expect(throws: APIError.offline("test drop")) {
            try await PhotoDetail.load(id: PhotoID(checking: "notliked001"), client: offline, likes: fixture.likes)
        }
    }

    @Test(
        "hex colours map to the nearest search colour",
        arguments: [
            ("#000000", PhotoColor.black), ("#FFFFFF", .white), ("#f3f3f3", .white), ("#8c8c8c", .blackAndWhite),
            ("#262626", .black), ("#F04452", .red), ("#c0260c", .red), ("#FFEF62", .yellow), ("#d9c026", .yellow),
            ("#f38c26", .orange), ("#9636E1", .purple), ("#d90cc0", .magenta), ("#02B946", .green), ("#0c8c8c", .teal),
            ("#3C59FF", .blue), ("#60544D", .blackAndWhite),
        ])
    func nearestColour(hex: String, color: PhotoColor) {
        #expect(PhotoColor.nearest(toHex: hex) == color)
    }

    @Test("dates, credits and colour names read as the seed and the guidelines say")
    func presentation() {
        #expect(PostedDate.message("2023-06-02T10:11:12Z")?.korean == "2023년 06월 02일 게시됨")
        #expect(PostedDate.message("2023-06-02T10:11:12-04:00")?.english == "Posted on 2023-06-02")
        #expect(
            PostedDate.moment("2023-06-02T22:11:12-04:00") == DateProvider.parseISO8601("2023-06-03T02:11:12Z"),
            "--json gives UTC (#12)")
        #expect(PostedDate.message(nil) == nil && PostedDate.message("yesterday") == nil)
        let credit = PhotoCredit(owner: PhotoOwner(username: "hana_lens", name: "Hana Kim"))
        #expect(credit.text == "Photo by Hana Kim on Unsplash")
        #expect(credit.photographerURL == "https://unsplash.com/@hana_lens?utm_source=mosaic&utm_medium=referral")
        #expect(credit.unsplashURL == "https://unsplash.com/?utm_source=mosaic&utm_medium=referral")
        #expect(
            PhotoColor(argument: "빨강") == .red && PhotoColor(argument: "black-and-white") == .blackAndWhite
                && PhotoColor(argument: "pink") == nil)
    }
}
