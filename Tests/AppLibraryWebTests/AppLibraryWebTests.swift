import AppLibrary
import AppLibraryWeb
import Core
import HTTPLive
import StubAPI
import TestSupport
import Testing
import WebTestSupport

@Suite("App pages: every route, bad ids, and text from users and the API shown as text")
struct AppLibraryWebTests {
    let harness: WebSiteHarness
    let library: LibraryRepository

    init() throws {
        harness = try WebSiteHarness(
            plugins: [AppLibraryWebPlugin.self], http: CannedHTTP(#"{"resultCount":0,"results":[]}"#))
        let dependencies = harness.dependencies
        library = try LibraryRepository(store: dependencies.records, dates: dependencies.dates, ids: dependencies.ids)
    }

    @Test(
        "every route AppLibraryRoutes declares answers: each page without JavaScript and live, each form's POST (#49)")
    func routeWalk() async throws {
        _ = try await library.get(StoreApp(id: "1", name: "카카오톡", seller: "Kakao", primaryGenre: "Social Networking"))
        let problems = try await harness.routeWalkProblems(AppLibraryWebPlugin.self) { _ in "1" }
        #expect(problems == [], "\(problems)")
    }

    @Test(
        "another member reaches none of Mom's Only-me apps by any route; the household's library opens (#58)")
    func memberWalk() async throws {
        let secret = try await library.get(
            StoreApp(id: "1", name: "Zanzibar diary app", seller: "Kakao", primaryGenre: "Social Networking"))
        try await harness.dependencies.records.save(secret.app, audience: .me)
        _ = try await library.get(StoreApp(id: "2", name: "토스", seller: "Viva", primaryGenre: "Finance"))
        let (mom, dad, _) = try await harness.momAndDad()
        let problems = try await dad.memberWalkProblems(
            AppLibraryWebPlugin.self, hidden: ["Zanzibar diary app"], word: "Zanzibar",
            privateID: { _ in "1" }, sharedID: { _ in "2" }, madeUpID: "999999")
        #expect(problems == [], "\(problems)")
        #expect(try await mom.get("/apps/1").text.contains("Zanzibar diary app"))
    }

    @Test(
        "the library (the app's first page, as its name says), search, a saved app's page and its review form open (offline)"
    )
    func everyRoute() async throws {
        _ = try await library.get(StoreApp(id: "1", name: "카카오톡", seller: "Kakao", primaryGenre: "Social Networking"))
        for path in ["/apps", "/apps/search", "/apps/1", "/apps/1/review"] {
            #expect(try await harness.get(path).status == .ok, "\(path)")
        }
        #expect(try await harness.get("/apps").text.contains("카카오톡"))
        #expect(try await harness.get("/apps/library").location == "/apps")
        _ = try await library.get(StoreApp(id: "2", name: "토스", seller: "Viva", primaryGenre: "Finance"))
        let searched = try await harness.get("/apps?q=%ED%86%A0%EC%8A%A4").text
        #expect(searched.contains("토스") && !searched.contains("카카오톡"))
    }

    @Test(
        "search from the address (no JavaScript needed) shows the seed's rows; the detail shows the rating out of 5 and the count"
    )
    func searchRowsAndRating() async throws {
        try await StubServer.running { stub in
            let harness = try WebSiteHarness(
                plugins: [AppLibraryWebPlugin.self], language: .korean, http: CurlHTTPClient(version: "test"),
                environment: ["MOSAIC_ITUNES_URL": stub.itunesURL.absoluteString])
            let page = try await harness.get("/apps/search?q=%ED%96%A5%EA%B8%B0")
            #expect(page.text.contains("class=\"app-row\""))
            #expect(page.text.contains("data-tap=\"toggle\"") && page.text.contains(">받기</button>"))
            // Without JavaScript 받기 posts and comes back to these results, not an empty search (#46).
            #expect(page.text.contains("name=\"back\" value=\"/apps/search?q=%ED%96%A5%EA%B8%B0\""))
            let id = try #require(page.text.firstMatch(of: /href="\/apps\/([0-9]+)"/)?.1).description
            let added = try await harness.post(
                "/apps/\(id)/toggle", ["back": "/apps/search?q=%ED%96%A5%EA%B8%B0"])
            #expect(added.location == "/apps/search?q=%ED%96%A5%EA%B8%B0")
            #expect(page.text.contains("class=\"line muted\""))
            let detail = try await harness.get("/apps/\(id)").text
            #expect(detail.contains("(최고 5점)") && detail.contains("개의 평가"))
            #expect(detail.contains("class=\"app-icon\""))
        }
    }

    @Test(
        "every live page's events reach its session, each re-rendered element is on the page, and a tap re-renders (#30)"
    )
    func liveWiring() async throws {
        try await StubServer.running { stub in
            let harness = try WebSiteHarness(
                plugins: [AppLibraryWebPlugin.self], language: .korean, http: CurlHTTPClient(version: "test"),
                environment: ["MOSAIC_ITUNES_URL": stub.itunesURL.absoluteString])
            let search = try await harness.live("/apps/search?q=%ED%96%A5%EA%B8%B0")
            let id = try #require(search.markup.firstMatch(of: /href="\/apps\/([0-9]+)"/)?.1).description
            try await search.send("toggle", id)
            #expect(
                await search.fragment("results") { $0.contains(">삭제</button>") } != nil,
                "받기 puts the app in the library")
            #expect(
                try await harness.liveWiringProblems([
                    "/apps", "/apps/search?q=%ED%96%A5%EA%B8%B0", "/apps/\(id)/review", "/apps/\(id)",
                ]) == [])
        }
    }

    @Test("with JavaScript off the review form posts: problems come back with what was typed, a resend saves nothing")
    func reviewWithoutJavaScript() async throws {
        _ = try await library.get(StoreApp(id: "1", name: "카카오톡"))
        let form = try await harness.get("/apps/1/review").text
        #expect(form.contains("data-disabled") && !form.contains(" disabled"))
        #expect(!form.contains("<ul class=\"error\">"), "nothing listed wrong before typing (#60, item 9)")
        let unrated = try await harness.post(
            "/apps/1/review", ["token": "a", "rating": "0", "title": "좋아요", "content": "잘 써요"])
        #expect(
            unrated.status == .ok && unrated.text.contains("value=\"좋아요\"") && unrated.text.contains("class=\"error\""))
        let fields: KeyValuePairs = ["token": "b", "rating": "4.5", "title": "좋아요", "content": "잘 써요"]
        #expect(try await harness.post("/apps/1/review", fields).location == "/apps/1")
        #expect(try await harness.post("/apps/1/review", fields).location == "/apps/1")
        #expect(try await library.reviews(appID: "1").map(\.rating) == [4.5])
    }

    @Test("받기/삭제 is a form too: without JavaScript it removes a saved app and returns to the page it was on")
    func toggleWithoutJavaScript() async throws {
        _ = try await library.get(StoreApp(id: "1", name: "카카오톡"))
        #expect(try await harness.get("/apps").text.contains("action=\"/apps/1/toggle\""))
        #expect(try await harness.post("/apps/1/toggle", ["back": "/apps"]).location == "/apps")
        #expect(try await library.saved(id: "1") == nil)
    }

    @Test(
        "an id that is not a number is 400, an app the store does not know is 404",
        arguments: [("abc", 400), ("..%2F..%2Fetc", 400), ("%3Cscript%3E", 400), ("999", 404)])
    func badID(id: String, status: Int) async throws {
        let page = try await harness.get("/apps/\(id)")
        #expect(Int(page.status.code) == status)
        #expect(page.text.contains("role=\"alert\""))
        #expect(!page.text.contains("<script>"))
    }

    @Test("<script> in an app's name, seller, genre and description and in a review shows as text")
    func hostileText() async throws {
        let hostile = WebSiteHarness.hostile
        _ = try await library.get(
            StoreApp(
                id: "7", name: hostile, seller: hostile, primaryGenre: hostile, summary: hostile,
                formattedPrice: hostile))
        _ = try await library.addReview(
            appID: try AppID(checking: "7"), ReviewForm(rating: 4.5, title: hostile, content: hostile))
        for path in ["/apps", "/apps/7"] {
            let page = try await harness.get(path)
            #expect(page.status == .ok)
            #expect(page.text.showsAsText(hostile), "\(path)")
        }
    }
}
