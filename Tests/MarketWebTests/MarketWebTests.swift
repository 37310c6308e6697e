import Core
import Market
import MarketWeb
import Testing
import WebTestSupport

@Suite("Market pages: every route, and user text shown as text")
struct MarketWebTests {
    @Test("every route MarketRoutes declares answers: each page without JavaScript and live, each form's POST (#49)")
    func routeWalk() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self], language: .korean)
        let listing = try await harness.repository.create(
            from: ListingForm(title: "의자", categoryID: ListingCategory.all[1].id, priceText: "0", details: "튼튼함"))
        let problems = try await harness.routeWalkProblems(MarketWebPlugin.self) { _ in listing.id.rawValue }
        #expect(problems == [], "\(problems)")
    }

    @Test(
        "another member reaches none of Mom's Only-me listings by any route, and opens and edits the household's (#58)"
    )
    func memberWalk() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self], language: .korean)
        let secret = try await harness.repository.create(
            from: ListingForm(
                title: "Zanzibar lamp kept back", categoryID: ListingCategory.all[1].id, priceText: "0", details: "mine"
            ))
        try await harness.dependencies.records.save(secret, audience: .me)
        let chair = try await harness.repository.create(
            from: ListingForm(title: "의자", categoryID: ListingCategory.all[1].id, priceText: "0", details: "튼튼함"))
        let (mom, dad, _) = try await harness.momAndDad()
        let problems = try await dad.memberWalkProblems(
            MarketWebPlugin.self, hidden: [secret.id.rawValue, "Zanzibar lamp kept back"], word: "Zanzibar",
            privateID: { _ in secret.id.rawValue }, sharedID: { _ in chair.id.rawValue })
        #expect(problems == [], "\(problems)")
        #expect(try await mom.get("/market/\(secret.id)").text.contains("Zanzibar lamp kept back"))
    }

    @Test("a listing posted live as Only me stays its writer's; the household's reaches the other member (#58)")
    func liveAudience() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self], language: .korean)
        let (mom, dad, _) = try await harness.momAndDad()
        for (title, audience) in [("혼자 보는 공구", "me"), ("같이 보는 자전거", "household")] {
            let form = try await dad.live("/market/new")
            for (event, value) in [("title", title), ("category", "1"), ("details", "부엌에 있어요"), ("audience", audience)]
            {
                try await form.send(event, value)
            }
            _ = await form.fragment("problems") { !$0.contains("~") }
            try await form.send("submit")
            #expect(await form.fragment("saved") { $0.contains("href") } != nil, "\(title) saved")
        }
        let seen = try await mom.get("/market").text
        #expect(seen.contains("같이 보는 자전거") && !seen.contains("혼자 보는 공구"))
        #expect(seen.contains(#"<span class="shared">가족 모두 · Dad</span>"#), "whose it is, on the live list")
        #expect(try await dad.get("/market").text.contains("혼자 보는 공구"))
    }

    @Test("who sold what (#59): 내 판매글 shows one's own listings; the stats total asked and received per member")
    func salesByMember() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self], language: .korean)
        let chair = try await harness.repository.create(
            from: ListingForm(title: "엄마 의자", categoryID: ListingCategory.all[1].id, priceText: "5000", details: "튼튼함"))
        var sold = chair
        sold.status = .sold
        sold.soldPrice = 3000
        _ = try await harness.repository.update(sold, from: chair)
        let (mom, dad, dadID) = try await harness.momAndDad()
        let dads = ListingRepository(
            store: try harness.member(dadID).records, dates: harness.dependencies.dates, ids: harness.dependencies.ids)
        _ = try await dads.create(
            from: ListingForm(title: "아빠 책상", categoryID: ListingCategory.all[1].id, priceText: "20000", details: "넓음"))

        let mine = try await dad.get("/market?mine=1").text
        #expect(mine.contains("아빠 책상") && !mine.contains("엄마 의자"), "\(mine)")
        #expect(mine.contains(#"name="mine" value="1" data-live="mine" checked"#))
        let all = try await dad.get("/market").text
        #expect(all.contains("아빠 책상") && all.contains("엄마 의자") && all.contains("/market/stats"))

        let stats = try await dad.get("/market/stats").text
        #expect(stats.contains("올린 사람"), "\(stats)")
        #expect(
            stats.contains(#"<th scope="row">Mom</th><td>0</td><td>1</td><td>5,000원</td><td>3,000원</td>"#), "\(stats)")
        #expect(stats.contains(#"<th scope="row">나</th><td>1</td><td>0</td>"#), "\(stats)")
        let moms = try await mom.get("/market/stats").text
        #expect(moms.contains(#"<th scope="row">Dad</th><td>1</td>"#), "\(moms)")

        let alone = try WebSiteHarness(plugins: [MarketWebPlugin.self], language: .korean)
        #expect(
            !(try await alone.get("/market/stats").text.contains("올린 사람")), "a household of one: no column by member")
    }

    @Test("the listing's page: its title once, a price it went for posted with 거래완료 and shown (#60)")
    func soldPrice() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self], language: .korean)
        let chair = try await harness.repository.create(
            from: ListingForm(title: "흔들의자", categoryID: ListingCategory.all[1].id, priceText: "30000", details: "편함"))
        let path = "/market/\(chair.id)"
        let page = try await harness.get(path).text
        #expect(page.components(separatedBy: "흔들의자").count - 1 == 2, "the title in <title> and <h1> only: \(page)")
        #expect(page.contains(#"name="price""#), "the status form asks the price it went for")
        let posted = try await harness.post(path + "/status", ["status": "sold", "price": "2.5만"])
        #expect(posted.location == path)
        #expect(try await harness.get(path).text.contains("25,000원에 판매"))
    }

    @Test(
        "the listings and the form open; a new, empty form lists nothing wrong until something is typed (#60, item 9)")
    func everyRoute() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self], language: .korean)
        #expect(try await harness.get("/market").status == .ok)
        let form = try await harness.get("/market/new")
        #expect(form.status == .ok)
        #expect(!form.text.contains("글 제목을 입력해주세요") && !form.text.contains("class=\"error\""))
        let live = try await harness.live("/market/new")
        try await live.send("details", "튼튼")
        #expect(await live.fragment("problems") { $0.contains("~ 글 제목을 입력해주세요.") } != nil)
        // Sent as it is, it says what is missing.
        let sent = try await harness.post("/market/new", ["title": "", "details": ""])
        #expect(sent.text.contains("글 제목을 입력해주세요"))
        #expect(try await harness.get("/market/nothing-here").status == .notFound)
    }

    @Test(
        "every live page's events reach its session, each re-rendered element is on the page, and typing re-renders the form (#30)"
    )
    func liveWiring() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self], language: .korean)
        _ = try await harness.repository.create(
            from: ListingForm(title: "의자", categoryID: ListingCategory.all[1].id, priceText: "0", details: "튼튼함"))
        _ = try await harness.repository.create(
            from: ListingForm(title: "책상", categoryID: ListingCategory.all[1].id, priceText: "0", details: "넓음"))
        #expect(try await harness.liveWiringProblems(["/market", "/market/new"]) == [])
        let form = try await harness.live("/market/new")
        try await form.send("title", "램프")
        #expect(await form.fragment("problems") { !$0.contains("글 제목") && $0.contains("카테고리") } != nil)
        try await form.send("price", "0")
        #expect(await form.fragment("free") { $0.contains("무료나눔") } != nil)
        let listings = try await harness.live("/market")
        try await listings.send("search", "의자")
        #expect(await listings.fragment("listings") { $0.contains("의자") && !$0.contains("책상") } != nil)
    }

    @Test(
        "the listings come a page at a time: 더 보기 (a link without JavaScript) and scrolling to it show the next page (#46)"
    )
    func listingsPages() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self], language: .korean)
        for index in 1...(ListPage.size + 5) {
            _ = try await harness.repository.create(
                from: ListingForm(
                    title: "의자 \(index)", categoryID: ListingCategory.all[1].id, priceText: "0", details: "튼튼함"))
        }
        let cards: @Sendable (String) -> Int = { $0.components(separatedBy: "<li class=\"card\">").count - 1 }
        let first = try await harness.get("/market").text
        #expect(cards(first) == ListPage.size && first.contains("href=\"/market?shown=80\"") && first.contains("더 보기"))
        #expect(cards(try await harness.get("/market?shown=80").text) == ListPage.size + 5)
        let live = try await harness.live("/market")
        try await live.send("more", "")
        #expect(
            await live.fragment("listings") { cards($0) == ListPage.size + 5 && !$0.contains("data-visible") } != nil)
    }

    @Test("what is typed on the live form is kept as the draft: the form opens with it, and posting it ends the draft")
    func draftAcrossVisits() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self], language: .korean)
        let form = try await harness.live("/market/new")
        try await form.send("title", "램프")
        #expect(await form.fragment("draft") { $0.contains("임시 저장됨") } != nil)
        let drafts = try ListingDrafts(settings: harness.dependencies.settings)
        #expect(try await drafts.saved()?.title == "램프")
        let reopened = try await harness.get("/market/new")
        #expect(reopened.text.contains("value=\"램프\"") && reopened.text.contains("임시 저장된 글을 불러왔어요"))
        let posted = try await harness.post(
            "/market/new", ["token": "d1", "title": "램프", "category": "0", "price": "", "details": "밝아요"])
        #expect(posted.status == .seeOther)
        #expect(try await drafts.saved() == nil)
        #expect(!(try await harness.get("/market/new").text.contains("임시 저장된 글")))
    }

    @Test("<script> in a listing's title and details shows as text")
    func hostileText() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self])
        let dependencies = harness.dependencies
        let repository = try ListingRepository(
            store: dependencies.records, dates: dependencies.dates, ids: dependencies.ids)
        let hostile = WebSiteHarness.hostile
        _ = try await repository.create(
            from: ListingForm(
                title: hostile, categoryID: ListingCategory.all[0].id, priceText: "1000", details: hostile))
        let page = try await harness.get("/market")
        #expect(page.status == .ok)
        #expect(page.text.showsAsText(hostile))
    }

    @Test(
        "with JavaScript off the form posts: problems come back with what was typed, a success opens the listing, a resend posts nothing"
    )
    func formWithoutJavaScript() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self], language: .korean)
        let missing = try await harness.post(
            "/market/new", ["token": "t1", "title": "램프 <b>", "category": "", "price": "", "details": ""])
        #expect(missing.status == .ok)
        #expect(missing.text.contains("실패"))
        #expect(missing.text.contains("~ 카테고리를 선택해주세요."))
        #expect(missing.text.contains("value=\"램프 &lt;b&gt;\""))
        let fields: KeyValuePairs = [
            "token": "t2", "title": "램프", "category": "0", "price": "1.5만", "details": "거의 새것",
        ]
        let posted = try await harness.post("/market/new", fields)
        #expect(posted.status == .seeOther)
        let location = try #require(posted.location)
        #expect(location.hasPrefix("/market/"))
        #expect(try await harness.post("/market/new", fields).location == location)
        let listings = try await harness.repository.listings(ListingCriteria())
        #expect(listings.count == 1)
        #expect(listings.first?.price == 15_000)
        let detail = try await harness.get(location)
        #expect(detail.text.contains("거의 새것") && detail.text.contains("15,000원"))
    }

    @Test("a stale edit without JavaScript: the title changed elsewhere is not overwritten and is named in words (#44)")
    func staleEditWithoutJavaScript() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self], language: .english)
        let listing = try await harness.repository.create(
            from: ListingForm(
                title: "Chair", categoryID: ListingCategory.all[1].id, priceText: "3000", details: "Sturdy"))
        let version = try #require(try await harness.get("/market/\(listing.id)/edit").hiddenValue("version"))
        var elsewhere = listing
        elsewhere.title = "Rocking chair"
        _ = try await harness.repository.update(elsewhere, from: listing)
        let fields: KeyValuePairs<String, String> = [
            "version": version, "title": "Old chair", "category": "\(listing.categoryID)", "price": "3000",
            "details": "Sturdy",
        ]
        let refused = try await harness.post("/market/\(listing.id)/edit", fields)
        #expect(refused.location == nil && refused.text.contains("changed elsewhere after you opened it"))
        #expect(refused.text.contains("<strong>Title</strong>: &quot;Chair&quot; → &quot;Rocking chair&quot;"))
        #expect(refused.text.contains("value=\"Old chair\""), "what was typed is kept")
        #expect(try await harness.repository.listing(listing.id).title == "Rocking chair")
        let price = try await harness.post(
            "/market/\(listing.id)/edit",
            [
                "version": version, "title": "Chair", "category": "\(listing.categoryID)", "price": "2000",
                "details": "Sturdy",
            ])
        #expect(price.location == "/market/\(listing.id)", "the title was left as it was: no conflict")
        let stored = try await harness.repository.listing(listing.id)
        #expect(stored.title == "Rocking chair" && stored.price == 2000)
        // A price changed elsewhere is named as the form writes prices, not as stored numbers (#60, item 9).
        let priceVersion = try #require(try await harness.get("/market/\(listing.id)/edit").hiddenValue("version"))
        var cheaper = stored
        cheaper.price = 20000
        _ = try await harness.repository.update(cheaper, from: stored)
        let refusedPrice = try await harness.post(
            "/market/\(listing.id)/edit",
            [
                "version": priceVersion, "title": "Rocking chair", "category": "\(listing.categoryID)",
                "price": "1000", "details": "Sturdy",
            ])
        #expect(refusedPrice.text.contains("→ ₩20,000"), "\(refusedPrice.text)")
        #expect(!refusedPrice.text.contains("2000 → 20000"))
    }

    @Test("a listing's page changes its status, edits with the posting rules, and deletes after asking, with Undo")
    func detailStatusEditDelete() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self], language: .korean)
        let listing = try await harness.repository.create(
            from: ListingForm(
                title: "의자", categoryID: ListingCategory.all[1].id,
                priceText: "3000", details: "튼튼함"))
        #expect(try await harness.get("/market").text.contains("href=\"/market/\(listing.id)\""))
        let changed = try await harness.post("/market/\(listing.id)/status", ["status": "reserved"])
        #expect(changed.location == "/market/\(listing.id)")
        #expect(try await harness.get("/market/\(listing.id)").text.contains("예약중"))

        let invalid = try await harness.post(
            "/market/\(listing.id)/edit",
            [
                "title": " ", "category": "\(listing.categoryID)",
                "price": "abc", "details": "튼튼함",
            ])
        #expect(invalid.text.contains("~ 글 제목을 입력해주세요."))
        let edited = try await harness.post(
            "/market/\(listing.id)/edit",
            [
                "title": "흔들의자", "category": "\(listing.categoryID)",
                "price": "", "details": "튼튼함",
            ])
        #expect(edited.location == "/market/\(listing.id)")
        let stored = try await harness.repository.listing(listing.id)
        #expect(stored.title == "흔들의자" && stored.price == nil && stored.status == .reserved)

        let question = try await harness.get("/market/\(listing.id)/delete")
        #expect(question.text.contains("이 글을 삭제할까요?") && question.text.contains("삭제하기") && question.text.contains("취소"))
        let deleted = try await harness.post("/market/\(listing.id)/delete", [:])
        let back = try #require(deleted.location)
        #expect(back.hasPrefix("/market?undo="))
        #expect(try await harness.repository.listings(ListingCriteria()).isEmpty)
        let notice = try await harness.get(back)
        #expect(notice.text.contains("“흔들의자” 글을 삭제했습니다.") && notice.text.contains("되돌리기"))
        let token = String(back.dropFirst("/market?undo=".count))
        #expect(try await harness.post("/undo", ["token": token]).location == "/market/\(listing.id)")
        #expect(try await harness.repository.listing(listing.id).title == "흔들의자")
        #expect(try await harness.post("/undo", ["token": token]).status == .gone)
        // A listing deleted elsewhere: its page says so, as a page, not a crash.
        try await harness.repository.delete(stored)
        #expect(try await harness.get("/market/\(listing.id)").status == .notFound)
    }

    @Test("the listings' filters and search come from the address, as the form without JavaScript sends them")
    func filtersInTheAddress() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self], language: .korean)
        _ = try await harness.repository.create(
            from: ListingForm(title: "램프", categoryID: ListingCategory.all[0].id, priceText: "0", details: "무료"))
        _ = try await harness.repository.create(
            from: ListingForm(title: "의자", categoryID: ListingCategory.all[1].id, priceText: "3000", details: "튼튼"))
        let free = try await harness.get("/market?free=1")
        #expect(free.text.contains("램프") && !free.text.contains("의자"))
        #expect(free.text.contains("value=\"1\" data-live=\"free\" checked"))
        let searched = try await harness.get("/market?q=%EC%9D%98%EC%9E%90")
        #expect(searched.text.contains("의자") && !searched.text.contains(">램프<"))
    }
}

extension WebSiteHarness {
    /// The listings the pages read and write.
    var repository: ListingRepository {
        get throws {
            try ListingRepository(store: dependencies.records, dates: dependencies.dates, ids: dependencies.ids)
        }
    }
}
