import Core
import Foundation
import Persistence
import Photobox
import PhotoboxWeb
import TestSupport
import Testing
import WebTestSupport

@Suite("Photo pages: onboarding first, every route, bad ids, offline likes, and text shown as text")
struct PhotoboxWebTests {
    let harness: WebSiteHarness
    let likes: PhotoLikes

    /// Unsplash answers 503 to everything: the pages must still open, with the message.
    init() throws {
        harness = try WebSiteHarness(
            plugins: [PhotoboxWebPlugin.self], http: CannedHTTP("", status: 503),
            environment: ["UNSPLASH_ACCESS_KEY": "test-key"])
        let dependencies = harness.dependencies
        likes = try PhotoLikes(store: dependencies.records, blobs: dependencies.blobs, dates: dependencies.dates)
    }

    func saveProfile(nickname: String = "한결") async throws {
        let profiles = try ProfileRepository(settings: harness.dependencies.settings, likes: likes)
        try await profiles.save(ProfileForm(nickname: nickname, mbti: MBTISelection("ENFP")!, avatar: ProfileAvatar(3)))
    }

    func saveLike(owner: String = "Yuna", description: String = "숲", id: String = "abc_123") async throws
        -> LikedPhoto
    {
        let key = try BlobKey("photobox", "\(id).jpg")
        try await harness.dependencies.blobs.put(ImageFixtures.jpeg, for: key)
        let photo = UnsplashPhoto(
            id: try PhotoID(checking: id), description: description, owner: PhotoOwner(username: owner, name: owner),
            tags: [description])
        let liked = LikedPhoto(photo: photo, image: key, likedAt: Date())
        try await harness.dependencies.records.save(liked)
        return liked
    }

    @Test("with JavaScript off the profile is created from radio buttons by the same rules, edited, and deleted")
    func profileWithoutJavaScript() async throws {
        let incomplete = try await harness.post(
            "/photos/profile", ["token": "a", "nickname": "한결", "mbti0": "E", "avatar": "3"])
        #expect(
            incomplete.status == .ok && incomplete.text.contains("role=\"alert\"")
                && incomplete.text.contains("value=\"한결\""))
        let fields: KeyValuePairs = [
            "token": "b", "nickname": "한결", "mbti0": "E", "mbti1": "N", "mbti2": "F", "mbti3": "P", "avatar": "3",
        ]
        #expect(try await harness.post("/photos/profile", fields).location == "/photos")
        #expect(try await harness.post("/photos/profile", fields).location == "/photos")
        #expect(try await harness.get("/photos/profile").text.contains("value=\"N\" data-live=\"mbti\" checked"))
        #expect(
            try await harness.post(
                "/photos/profile",
                [
                    "token": "c", "nickname": "결", "mbti0": "I", "mbti1": "N", "mbti2": "F",
                    "mbti3": "P", "avatar": "5",
                ]
            ).status == .ok)
        #expect(
            try await harness.post(
                "/photos/profile",
                [
                    "token": "d", "nickname": "한결이", "mbti0": "I", "mbti1": "N", "mbti2": "F",
                    "mbti3": "P", "avatar": "5",
                ]
            ).location == "/photos")
        #expect(try await harness.get("/photos/profile").text.contains("value=\"한결이\""))
        #expect(try await harness.post("/photos/profile/delete", [:]).location == "/photos/onboarding")
        #expect(try await harness.get("/photos").location == "/photos/onboarding")
    }

    @Test(
        "every live page's events reach its session, each re-rendered element is on the page, and typing re-renders (#30)"
    )
    func liveWiring() async throws {
        #expect(try await harness.liveWiringProblems(["/photos/profile/new"]) == [])
        try await saveProfile()
        let liked = try await saveLike()
        #expect(
            try await harness.liveWiringProblems([
                "/photos", "/photos/random", "/photos/search?q=forest", "/photos/likes", "/photos/\(liked.id)",
            ]) == [])
        let profile = try await harness.live("/photos/profile")
        try await profile.send("nickname", "한결1")
        #expect(await profile.fragment("form") { $0.contains("숫자") || $0.contains("number") } != nil)
        // The profile's own page last: its events include deleting the profile.
        #expect(try await harness.liveWiringProblems(["/photos/profile"]) == [])
    }

    @Test("the open tab among 토픽, 랜덤, 검색 and 좋아요 is marked (#46)")
    func openTabMarked() async throws {
        try await saveProfile()
        let likes = try await harness.get("/photos/likes").text
        #expect(likes.contains("<a class=\"chip on\" href=\"/photos/likes\" aria-current=\"page\">"))
        #expect(likes.contains("<a class=\"chip\" href=\"/photos/random\">"))
    }

    @Test("before a profile exists every tab goes to onboarding, which leads to the profile form")
    func onboardingFirst() async throws {
        for path in ["/photos", "/photos/random", "/photos/search", "/photos/likes", "/photos/profile"] {
            let page = try await harness.get(path)
            #expect(page.status == .seeOther, "\(path)")
            #expect(page.location == "/photos/onboarding", "\(path)")
        }
        #expect(try await harness.get("/photos/onboarding").text.contains("href=\"/photos/profile/new\""))
        let form = try await harness.get("/photos/profile/new")
        #expect(form.status == .ok)
        #expect(form.text.contains("Try writing a cool nickname."))
    }

    @Test("every route PhotoboxRoutes declares answers: each page without JavaScript and live, each form's POST (#49)")
    func routeWalk() async throws {
        try await saveProfile()
        let liked = try await saveLike()
        let problems = try await harness.routeWalkProblems(PhotoboxWebPlugin.self) { _ in liked.id.rawValue }
        #expect(problems == [], "\(problems)")
    }

    @Test(
        "another member reaches none of Mom's likes by any route, nor her profile, nor their images; the household's like opens (#58)"
    )
    func memberWalk() async throws {
        try await saveProfile(nickname: "잔지바르")
        let secret = try await saveLike(owner: "Zanzibar", description: "Mom's secret forest", id: "secret_1")
        let shared = try await saveLike(owner: "Yuna", description: "숲", id: "shared_1")
        try await harness.dependencies.records.save(shared, audience: .household)
        let (mom, dad, dadID) = try await harness.momAndDad()
        let dadsLikes = try PhotoLikes(
            store: harness.member(dadID).records, blobs: harness.member(dadID).blobs, dates: harness.dependencies.dates)
        try await ProfileRepository(settings: harness.member(dadID).settings, likes: dadsLikes).save(
            ProfileForm(nickname: "아빠", mbti: MBTISelection("ENFP")!, avatar: ProfileAvatar(3)))
        let problems = try await dad.memberWalkProblems(
            PhotoboxWebPlugin.self, hidden: ["secret_1", "Mom&#39;s secret forest", "잔지바르"], word: "Zanzibar",
            privateID: { _ in "secret_1" }, sharedID: { _ in "shared_1" }, files: [secret.image])
        #expect(problems == [], "\(problems)")
        let profile = try await mom.get("/photos/profile").text
        #expect(profile.contains("잔지바르"))
        #expect(!profile.contains(#"aria-label="profile"#), "an avatar is named in words, not 'profile3' (#60)")

        // A like's page asks who sees it; Mom shares hers (without JavaScript), and Dad sees it.
        let page = try await mom.get("/photos/secret_1")
        let form = try #require(PageForm.all(in: page.text).first { $0.action == "/audience" }, "\(page.text)")
        #expect(page.text.contains(#"value="me" data-live="audience" checked> Only me"#))
        let posted = try await mom.post(
            form.action, fields: form.fields.filter { $0.0 != "audience" } + [("audience", "household")])
        #expect(posted.location == "/photos/secret_1")
        #expect(try await dad.get("/photos/likes").text.contains("secret_1"), "shared with the household")
        #expect(
            !(try await dad.get("/photos/secret_1").text.contains(#"action="/audience""#)),
            "her like is hers: his page offers no choice of who sees it")
        _ = try await dad.post(form.action, fields: [("audience", "me"), ("back", "/photos/likes")])
        #expect(try await dad.get("/photos/likes").text.contains("secret_1"), "a form not his changes nothing")

        // Dad's heart is his own: he likes the same photo, then unlikes it; Mom's like and its
        // image stay.
        #expect(try await dadsLikes.likedIDs().isEmpty, "her like is not his ♥")
        try await harness.member(dadID).records.save(
            LikedPhoto(photo: UnsplashPhoto(id: "secret_1"), image: secret.image, likedAt: Date()))
        #expect(try await dadsLikes.likedIDs() == ["secret_1"])
        try await dadsLikes.unlike(id: "secret_1")
        #expect(try await dadsLikes.likedIDs().isEmpty)
        #expect(try await mom.get("/photos/secret_1").text.contains("Mom&#39;s secret forest"))
        #expect(try await mom.get("/files/\(secret.image.rawValue)").status == .ok, "her image is kept")
    }

    @Test("with a profile every page opens while the API fails (its message follows on the live connection)")
    func everyRoute() async throws {
        try await saveProfile()
        let liked = try await saveLike()
        for path in [
            "/photos", "/photos/random", "/photos/search", "/photos/likes", "/photos/profile", "/photos/\(liked.id)",
        ] {
            #expect(try await harness.get(path).status == .ok, "\(path)")
        }
        #expect(try await harness.get("/photos/onboarding").location == "/photos")
        #expect(try await harness.get("/photos/profile/new").location == "/photos/profile")
    }

    @Test("the likes come a page at a time, with 더 보기 to the next (#46)")
    func likesPages() async throws {
        try await saveProfile()
        for index in 1...(ListPage.size + 1) { _ = try await saveLike(id: "photo_\(index)") }
        let first = try await harness.get("/photos/likes").text
        #expect(first.components(separatedBy: "<li class=\"card\">").count - 1 == ListPage.size)
        #expect(first.contains("href=\"/photos/likes?shown=80\""))
        let all = try await harness.get("/photos/likes?shown=80").text
        #expect(all.components(separatedBy: "<li class=\"card\">").count - 1 == ListPage.size + 1)
    }

    @Test("the likes page and a liked photo's detail work offline from the local file")
    func offlineLikes() async throws {
        try await saveProfile()
        let liked = try await saveLike()
        #expect(try await harness.get("/photos/likes").text.contains("src=\"/thumbnails/\(liked.image.rawValue)\""))
        let detail = try await harness.get("/photos/\(liked.id)")
        #expect(detail.text.contains("Offline: showing the copy kept with your like."))
        #expect(detail.text.contains("src=\"/display/\(liked.image.rawValue)\""))
        #expect(detail.text.contains("href=\"/files/\(liked.image.rawValue)\""))
        #expect(try await harness.get("/display/\(liked.image.rawValue)").status == .ok)
        #expect(try await harness.get("/files/\(liked.image.rawValue)").status == .ok)
        #expect(try await harness.get("/thumbnails/\(liked.image.rawValue)").status == .ok)
        // The colour chips are links too (without JavaScript), the picked one back to no filter.
        let filtered = try await harness.get("/photos/likes?color=red&order=oldest").text
        #expect(filtered.contains("href=\"/photos/likes?order=oldest\""))
        #expect(filtered.contains("href=\"/photos/likes?color=blue&amp;order=oldest\""))
    }

    @Test(
        "a malformed photo id is 400; a photo neither online nor liked shows the API's failure",
        arguments: ["..%2F..%2Fetc", "%3Cscript%3E", "a%20b"])
    func badID(id: String) async throws {
        let page = try await harness.get("/photos/\(id)")
        #expect(page.status == .badRequest)
        #expect(page.text.contains("role=\"alert\""))
        #expect(!page.text.contains("<script>"))
    }

    @Test("<script>-like text in the nickname, an owner's name, a description and a tag shows as text")
    func hostileText() async throws {
        let nickname = "<i>한결</i>"
        try await saveProfile(nickname: nickname)
        let hostile = WebSiteHarness.hostile
        let liked = try await saveLike(owner: hostile, description: hostile)
        for path in ["/photos", "/photos/profile", "/photos/likes"] {
            #expect(try await harness.get(path).text.showsAsText(nickname), "\(path)")
        }
        #expect(try await harness.get("/photos/\(liked.id)").text.showsAsText(hostile))
    }
}
