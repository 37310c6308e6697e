import Core
import Foundation
import Perfume
import PerfumeWeb
import TestSupport
import Testing
import WebTestSupport

@Suite("Perfume pages: every route, bad ids, and user text shown as text")
struct PerfumeWebTests {
    let harness: WebSiteHarness
    let repository: PerfumeRepository

    init() throws {
        harness = try WebSiteHarness(plugins: [PerfumeWebPlugin.self])
        let dependencies = harness.dependencies
        repository = try PerfumeRepository(
            store: dependencies.records, blobs: dependencies.blobs, dates: dependencies.dates, ids: dependencies.ids)
    }

    @Test("every route PerfumeRoutes declares answers: each page without JavaScript and live, each form's POST (#49)")
    func routeWalk() async throws {
        let entry = try await repository.create(PerfumeForm(brand: "Le Labo", name: "Santal 33", sentence: "따뜻한 나무"))
        let problems = try await harness.routeWalkProblems(PerfumeWebPlugin.self) { _ in entry.id.rawValue }
        #expect(problems == [], "\(problems)")
    }

    @Test(
        "a wishlist whose gifts stay secret (#59): Dad claims Mom's shared wish; Kid sees who will give it; Mom's pages, search and streams show none of it until 받았어요"
    )
    func secretGifts() async throws {
        let wish = try await repository.create(
            PerfumeForm(brand: "Diptyque", name: "Do Son", sentence: "바다 냄새"), wished: true)
        try await harness.dependencies.records.save(wish, audience: .household)
        let (mom, dad, dadID) = try await harness.momAndDad()
        try await harness.addMember("Kid", password: "kid's password")
        let kid = try await harness.signedIn(as: "Kid", password: "kid's password")
        let dads = try PerfumeRepository(
            store: harness.member(dadID).records, blobs: harness.member(dadID).blobs, dates: harness.dependencies.dates,
            ids: harness.dependencies.ids)
        let dadsOwn = try await dads.create(PerfumeForm(brand: "Aesop", name: "Hwyl", sentence: "숲"))
        let strip = "/perfume/\(wish.id)"

        let offered = try await dad.get(strip).text
        #expect(offered.contains("I&#39;ll give it") || offered.contains("I'll give it"), "\(offered)")
        #expect(!offered.contains(#"data-tap="wish""#), "her wish is hers: no heart to tap")
        let claimed = try await dad.post(strip + "/claim", fields: [("back", strip)])
        #expect(claimed.location == strip)
        let dadsPage = try await dad.get(strip).text
        #expect(dadsPage.contains("You will give it") && dadsPage.contains("Take back"), "\(dadsPage)")
        let kidsPage = try await kid.get(strip).text
        #expect(kidsPage.contains("Dad will give it") && !kidsPage.contains("Take back"), "\(kidsPage)")

        let problems = try await mom.memberWalkProblems(
            PerfumeWebPlugin.self, hidden: ["Dad", "will give", "Take back"], word: "Do Son",
            privateID: { _ in dadsOwn.id.rawValue }, sharedID: { _ in wish.id.rawValue })
        #expect(problems == [], "\(problems)")
        let momsPage = try await mom.get(strip).text
        #expect(momsPage.contains("Received") && !momsPage.contains("Dad"), "\(momsPage)")

        _ = try await mom.post(strip + "/received", fields: [("back", strip)])
        let given = try await mom.get(strip).text
        #expect(given.contains("A gift from Dad") && !given.contains("♥"), "\(given)")
    }

    @Test(
        "another member reaches none of Mom's Only-me entries by any route (not its page, photo or search), and opens the household's (#58)"
    )
    func memberWalk() async throws {
        let diary = try await repository.create(
            PerfumeForm(brand: "Zanzibar House", name: "Mom's secret", sentence: "only mine"),
            photo: ImageFile(data: ImageFixtures.png))
        let hall = try await repository.create(PerfumeForm(brand: "Le Labo", name: "Santal 33", sentence: "for all"))
        try await harness.dependencies.records.save(hall, audience: .household)
        let (mom, dad, _) = try await harness.momAndDad()
        let problems = try await dad.memberWalkProblems(
            PerfumeWebPlugin.self, hidden: [diary.id.rawValue, "Mom&#39;s secret", "Mom's secret"], word: "Zanzibar",
            privateID: { _ in diary.id.rawValue }, sharedID: { _ in hall.id.rawValue },
            files: diary.photo.map { [$0] } ?? [])
        #expect(problems == [], "\(problems)")
        let journal = try await dad.get("/perfume").text
        #expect(journal.contains("Santal 33") && journal.contains(#"<span class="shared">Household · Mom</span>"#))
        #expect(try await mom.get("/perfume").text.contains(#"<span class="shared">Only me</span>"#))
        let page = try await mom.get("/perfume/\(diary.id)")
        #expect(page.status == .ok && page.text.contains("Zanzibar House"), "Mom's entry is all there after Dad's walk")
    }

    @Test(
        "the compose form asks who sees the strip (Only me checked); Household, picked with or without JavaScript, shows it to the other member; an edit keeps or changes it (#58)"
    )
    func audienceChoice() async throws {
        let (mom, dad, _) = try await harness.momAndDad()
        let form = try await mom.get("/perfume/new")
        #expect(form.text.contains(#"value="me" data-live="audience" checked> Only me"#), "\(form.text)")
        #expect(form.text.contains("Household") && form.text.contains("Who sees it"))
        let fields = ["brand": "Byredo", "name": "Gypsy Water", "sentence": "for us", "date": "2024-05-01"]
        let shared = try await mom.post(
            "/perfume/new", fields: [("token", "t1"), ("audience", "household")] + fields.sorted { $0.key < $1.key },
            files: [:])
        #expect(shared.location?.hasPrefix("/perfume/") == true, "\(shared.status)")
        _ = try await mom.post(
            "/perfume/new",
            fields: [("token", "t2"), ("name", "Mine alone")]
                + fields.filter { $0.key != "name" }
                .sorted { $0.key < $1.key }, files: [:])
        let seen = try await dad.get("/perfume").text
        #expect(seen.contains("Gypsy Water") && !seen.contains("Mine alone"))

        let live = try await mom.live("/perfume/new")
        for (event, value) in [
            ("audience", "household"), ("brand", "Le Labo"), ("name", "Live and shared"), ("sentence", "ours"),
        ] {
            try await live.send(event, value)
        }
        _ = await live.fragment("save") { !$0.contains("disabled") }
        try await live.send("save")
        #expect(await live.navigation() != nil)
        #expect(try await dad.get("/perfume").text.contains("Live and shared"))

        let id = try #require(shared.location?.split(separator: "/").last.map(String.init))
        let edit = try await mom.get("/perfume/\(id)/edit")
        #expect(edit.text.contains(#"value="household" data-live="audience" checked>"#))
        let live2 = try await mom.live("/perfume/\(id)/edit")
        try await live2.send("audience", "me")
        try await live2.send("save")
        #expect(await live2.navigation() != nil)
        #expect(!(try await dad.get("/perfume").text.contains("Gypsy Water")), "Mom made it hers alone again")

        // Without JavaScript: the edit form posted unchanged but for the pick.
        let again = try await mom.get("/perfume/\(id)/edit")
        let edit2 = try #require(PageForm.all(in: again.text).first { $0.action.hasSuffix("/edit") })
        let sent = edit2.fields.filter { $0.0 != "audience" } + [("audience", "household")]
        let saved = try await mom.post(edit2.action, fields: sent, files: [:])
        #expect(saved.location == "/perfume/\(id)", "\(saved.status)")
        #expect(try await dad.get("/perfume").text.contains("Gypsy Water"), "shared again")
        let dadsEdit = try await dad.get("/perfume/\(id)/edit")
        let dadsForm = try #require(PageForm.all(in: dadsEdit.text).first { $0.action.hasSuffix("/edit") })
        _ = try await dad.post(
            dadsForm.action, fields: dadsForm.fields.filter { $0.0 != "audience" } + [("audience", "me")], files: [:])
        #expect(try await dad.get("/perfume").text.contains("Gypsy Water"), "only its owner changes who sees it")
    }

    @Test("the journal, search, compose, detail and edit pages open")
    func everyRoute() async throws {
        let entry = try await repository.create(PerfumeForm(brand: "Le Labo", name: "Santal 33", sentence: "따뜻한 나무"))
        for path in [
            "/perfume", "/perfume/search", "/perfume/new", "/perfume/\(entry.id)", "/perfume/\(entry.id)/edit",
        ] {
            let page = try await harness.get(path)
            #expect(page.status == .ok, "\(path)")
        }
        let journal = try await harness.get("/perfume").text
        #expect(journal.contains("Santal 33") && !journal.contains("class=\"shared\""), "a household of one: no marks")
    }

    @Test(
        "every live page's events reach its session, each re-rendered element is on the page, and typing re-renders (#30)"
    )
    func liveWiring() async throws {
        let entry = try await repository.create(PerfumeForm(brand: "Le Labo", name: "Santal 33", sentence: "따뜻한 나무"))
        #expect(
            try await harness.liveWiringProblems([
                "/perfume", "/perfume/search", "/perfume/new", "/perfume/\(entry.id)/edit",
            ]) == [])
        let search = try await harness.live("/perfume/search")
        try await search.send("query", "santal")
        #expect(await search.fragment("results") { $0.contains("Santal 33") } != nil)
        let compose = try await harness.live("/perfume/new")
        #expect(!compose.markup.contains("<ul class=\"error\">"), "nothing listed wrong before typing (#60, item 9)")
        try await compose.send("brand", "Byredo")
        #expect(await compose.fragment("problems") { !$0.contains("브랜드") && !$0.contains("brand") } != nil)
        // The detail page last: its events include deleting the entry.
        #expect(try await harness.liveWiringProblems(["/perfume/\(entry.id)"]) == [])
    }

    @Test(
        "an unknown, path-like or hostile id is a 404 page with the message, never a crash",
        arguments: ["NOPE", "..%2F..%2Fetc%2Fpasswd", "%3Cscript%3Ealert(1)%3C%2Fscript%3E"])
    func badID(id: String) async throws {
        for path in ["/perfume/\(id)", "/perfume/\(id)/edit"] {
            let page = try await harness.get(path)
            #expect(page.status == .notFound, "\(path)")
            #expect(page.text.contains("role=\"alert\""))
            #expect(!page.text.contains(WebSiteHarness.hostile))
        }
    }

    @Test(
        "with JavaScript off the compose form posts with its photo, problems come back with what was typed, a resend adds nothing, an edit removes the photo"
    )
    func composeWithoutJavaScript() async throws {
        let missing = try await harness.post(
            "/perfume/new", ["token": "a", "brand": "Le Labo", "name": "", "sentence": "나무", "date": "2024-05-01"],
            files: [:])
        #expect(missing.status == .ok && missing.text.contains("Please enter the perfume name."))
        #expect(missing.text.contains("value=\"Le Labo\"") && missing.text.contains("value=\"2024-05-01\""))
        let badPhoto = try await harness.post(
            "/perfume/new", ["token": "b", "brand": "B", "name": "N", "sentence": "S"],
            files: ["photo": Data("not an image".utf8)])
        #expect(badPhoto.text.contains("role=\"alert\""))
        #expect(try await repository.list().isEmpty)
        let fields: KeyValuePairs = [
            "token": "c", "brand": "Le Labo", "name": "Santal 33", "sentence": "나무", "date": "2024-05-01",
        ]
        let created = try await harness.post("/perfume/new", fields, files: ["photo": ImageFixtures.png])
        let location = try #require(created.location)
        #expect(
            try await harness.post("/perfume/new", fields, files: ["photo": ImageFixtures.png]).location == location)
        let entries = try await repository.list()
        #expect(entries.count == 1)
        let entry = try #require(entries.first)
        #expect(entry.date?.description == "2024.05.01" && entry.photo != nil)
        #expect(location == "/perfume/\(entry.id)")
        let edited = try await harness.post(
            "/perfume/\(entry.id)/edit",
            [
                "brand": "Le Labo", "name": "Santal 33", "sentence": "숲",
                "removePhoto": "1",
            ], files: [:])
        #expect(edited.location == location)
        let after = try await repository.entry(id: entry.id)
        #expect(after.sentence == "숲" && after.photo == nil && after.date == nil)
    }

    @Test(
        "a stale edit without JavaScript: a field changed elsewhere is not overwritten, the change is said in words (#44)"
    )
    func staleEditWithoutJavaScript() async throws {
        let entry = try await repository.create(
            PerfumeForm(brand: "Le Labo", name: "Santal 33", notes: "처음", sentence: "나무"))
        let form = try await harness.get("/perfume/\(entry.id)/edit")
        let version = try #require(form.hiddenValue("version"))
        // Meanwhile the command line changes the notes.
        _ = try await repository.update(
            entry, form: PerfumeForm(brand: "Le Labo", name: "Santal 33", notes: "CLI", sentence: "나무"))

        let refused = try await harness.post(
            "/perfume/\(entry.id)/edit",
            ["version": version, "brand": "Le Labo", "name": "Santal 33", "notes": "내 기록", "sentence": "나무"], files: [:]
        )
        #expect(refused.status == .ok && refused.location == nil)
        #expect(refused.text.contains("changed elsewhere after you opened it"))
        #expect(
            refused.text.contains(
                "<strong>Notes about the scent</strong>: &quot;처음&quot; → &quot;CLI&quot; <span class=\"muted\">(you typed &quot;내 기록&quot;)</span>"
            ))
        #expect(refused.text.contains(">내 기록</textarea>"), "what was typed is kept")
        #expect(!refused.text.contains("perfume_entries") && !refused.text.contains("record \(entry.id)"))
        #expect(try await repository.entry(id: entry.id).notes == "CLI")

        // Saving again from the refused form keeps what was typed, on purpose.
        let newer = try #require(refused.hiddenValue("version"))
        let kept = try await harness.post(
            "/perfume/\(entry.id)/edit",
            ["version": newer, "brand": "Le Labo", "name": "Santal 33", "notes": "내 기록", "sentence": "나무"], files: [:])
        #expect(kept.location == "/perfume/\(entry.id)")
        #expect(try await repository.entry(id: entry.id).notes == "내 기록")

        // A form that changes another field than the one changed elsewhere is no conflict.
        let other = try #require(try await harness.get("/perfume/\(entry.id)/edit").hiddenValue("version"))
        _ = try await repository.update(
            try await repository.entry(id: entry.id),
            form: PerfumeForm(brand: "Le Labo", name: "Santal 33", notes: "CLI again", sentence: "나무"))
        let sentence = try await harness.post(
            "/perfume/\(entry.id)/edit",
            ["version": other, "brand": "Le Labo", "name": "Santal 33", "notes": "내 기록", "sentence": "숲"], files: [:])
        #expect(sentence.location == "/perfume/\(entry.id)")
        let after = try await repository.entry(id: entry.id)
        #expect(after.sentence == "숲" && after.notes == "CLI again")
    }

    /// Issue #56: saving a strip deleted elsewhere said "perfume_entries 레코드 … 이(가) 삭제되어…"
    /// and offered nothing.
    @Test("an edit of a strip deleted meanwhile says so in words and offers to save what was typed as a new one")
    func editOfADeletedStrip() async throws {
        let entry = try await repository.create(PerfumeForm(brand: "Le Labo", name: "Santal 33", sentence: "나무"))
        let page = try await harness.live("/perfume/\(entry.id)/edit")
        try await page.send("sentence", "숲 속의 나무")
        let form = try await harness.get("/perfume/\(entry.id)/edit")
        let version = try #require(form.hiddenValue("version"))
        try await repository.delete(entry)
        try await page.send("save")
        let notice = await page.fragment("failure") { $0.contains("deleted elsewhere") }
        #expect(notice?.contains("formaction=\"/perfume/new\"") == true, "\(notice ?? "")")
        #expect(notice?.contains("Save as a new one") == true)
        #expect(notice?.contains("perfume_entries") == false && notice?.contains("\(entry.id)") == false)

        // Without JavaScript: the form again, what was typed kept, and the same button.
        let refused = try await harness.post(
            "/perfume/\(entry.id)/edit",
            ["version": version, "brand": "Le Labo", "name": "Santal 33", "sentence": "숲 속의 나무"], files: [:])
        #expect(refused.status == .ok && refused.text.contains("deleted elsewhere"), "\(refused.status)")
        #expect(refused.text.contains("formaction=\"/perfume/new\"") && refused.text.contains("숲 속의 나무"))
        #expect(!refused.text.contains("perfume_entries"))
    }

    @Test(
        "a stale edit on the live form is said in words (field, what it became, what was typed); 완료 again keeps what was typed (#46)"
    )
    func staleEditLive() async throws {
        let entry = try await repository.create(
            PerfumeForm(brand: "Le Labo", name: "Santal 33", notes: "처음", sentence: "나무"))
        let page = try await harness.live("/perfume/\(entry.id)/edit")
        try await page.send("notes", "내 기록")
        _ = try await repository.update(
            entry, form: PerfumeForm(brand: "Le Labo", name: "Santal 33", notes: "CLI", sentence: "나무"))
        try await page.send("save")
        let notice = await page.fragment("failure") { $0.contains("changed elsewhere") }
        #expect(
            notice?.contains(
                "<strong>Notes about the scent</strong>: &quot;처음&quot; → &quot;CLI&quot; <span class=\"muted\">(you typed &quot;내 기록&quot;)</span>"
            ) == true)
        #expect(notice?.contains("href=\"/perfume/\(entry.id)/edit\"") == true)
        #expect(notice?.contains("perfume_entries") == false && notice?.contains("record \(entry.id)") == false)
        #expect(try await repository.entry(id: entry.id).notes == "CLI")
        try await page.send("save")
        #expect(await page.navigation() == "/perfume/\(entry.id)")
        #expect(try await repository.entry(id: entry.id).notes == "내 기록")
    }

    @Test("the heart is a form too: without JavaScript it flips the wish and returns, never to another site")
    func wishWithoutJavaScript() async throws {
        let entry = try await repository.create(PerfumeForm(brand: "Le Labo", name: "Santal 33", sentence: "나무"))
        #expect(try await harness.get("/perfume/\(entry.id)").text.contains("action=\"/perfume/\(entry.id)/wish\""))
        #expect(try await harness.post("/perfume/\(entry.id)/wish", ["back": "/perfume"]).location == "/perfume")
        #expect(try await repository.entry(id: entry.id).wished)
        #expect(
            try await harness.post("/perfume/\(entry.id)/wish", ["back": "//evil.example/x"]).location
                == "/perfume/\(entry.id)")
        #expect(try await repository.entry(id: entry.id).wished == false)
        #expect(
            try await harness.post("/perfume/\(entry.id)/wish", ["back": "/\t/evil.example"]).location
                == "/perfume/\(entry.id)", "a tab a URL parser drops would leave //evil.example")
    }

    @Test("the journal's ♡ filter is a link too: ?wished=1 shows the wished strips alone, its heart leads back (#46)")
    func wishedFilterWithoutJavaScript() async throws {
        _ = try await repository.create(
            PerfumeForm(brand: "Le Labo", name: "Santal 33", sentence: "나무"), wished: true)
        _ = try await repository.create(PerfumeForm(brand: "Byredo", name: "Gypsy Water", sentence: "숲"))
        let all = try await harness.get("/perfume").text
        #expect(all.contains("Gypsy Water") && all.contains("href=\"/perfume?wished=1\""))
        let filtered = try await harness.get("/perfume?wished=1").text
        #expect(filtered.contains("Santal 33") && !filtered.contains("Gypsy Water"))
        #expect(filtered.contains("href=\"/perfume\"") && filtered.contains("aria-pressed=\"true\""))
    }

    @Test(
        "the journal shows a page of strips and a 더 보기 link to the page with more; ?shown= keeps what was shown (#46)")
    func journalPages() async throws {
        for index in 1...(ListPage.size + 5) {
            _ = try await repository.create(PerfumeForm(brand: "Brand", name: "No. \(index)", sentence: "숲"))
        }
        let first = try await harness.get("/perfume").text
        #expect(first.components(separatedBy: "<li class=\"card\">").count - 1 == ListPage.size)
        #expect(first.contains("data-visible=\"more\"") && first.contains("href=\"/perfume?shown=80\""))
        #expect(first.contains("Show more"))
        let more = try await harness.get("/perfume?shown=80").text
        #expect(more.components(separatedBy: "<li class=\"card\">").count - 1 == ListPage.size + 5)
        #expect(!more.contains("data-visible=\"more\"") && more.contains("data-address=\"shown\" data-value=\"80\""))
        #expect(more.contains("href=\"/perfume?wished=1\""))
    }

    @Test(
        "a strip without a photo has a tile with its brand's first letter; the detail's heading is its name, the brand once under it (#46, #60)"
    )
    func placeholderAndBrandOnce() async throws {
        let entry = try await repository.create(PerfumeForm(brand: "Byredo", name: "Gypsy Water", sentence: "숲"))
        #expect(
            try await harness.get("/perfume").text.contains(
                "<span class=\"photo placeholder\" aria-hidden=\"true\">B</span>"))
        let detail = try await harness.get("/perfume/\(entry.id)").text
        #expect(detail.contains("<h1>Gypsy Water</h1>") && detail.contains("<div class=\"byline\"><span>Byredo</span>"))
        #expect(detail.components(separatedBy: "Byredo").count - 1 == 1, "the brand once: \(detail)")
    }

    @Test(
        "the detail shows the photo's display copy (or its thumbnail on a small screen), the original only behind 원본 보기 (#46)"
    )
    func displaySizedPhoto() async throws {
        let entry = try await repository.create(
            PerfumeForm(brand: "Le Labo", name: "Santal 33", sentence: "나무"), photo: ImageFile(data: ImageFixtures.png))
        let key = try #require(entry.photo).rawValue
        let detail = try await harness.get("/perfume/\(entry.id)").text
        #expect(detail.contains("src=\"/display/\(key)\" srcset=\"/thumbnails/\(key) 400w, /display/\(key) 1600w\""))
        #expect(detail.contains("<a href=\"/files/\(key)\">View original</a>"))
        #expect(!detail.contains("src=\"/files/"))
    }

    @Test("a strip's #tags are links where they are written, each a search for its word, each shown once (#48, #60)")
    func tagChips() async throws {
        let entry = try await repository.create(
            PerfumeForm(
                brand: "Le Labo", name: "Santal 33", notes: "bright, #Citrus-y", sentence: "#citrus #겨울 again #"))
        let detail = try await harness.get("/perfume/\(entry.id)").text
        #expect(detail.contains("“<a class=\"tag\" href=\"/perfume/search?q=citrus\">#citrus</a> <a class=\"tag\""))
        #expect(detail.contains("#겨울</a> again #”"))
        #expect(detail.contains("bright, <a class=\"tag\" href=\"/perfume/search?q=citrus%2Dy\">#Citrus-y</a>"))
        #expect(detail.components(separatedBy: "#citrus<").count - 1 == 1, "once: \(detail)")
    }

    @Test("삭제하기 asks first, deletes the strip and its photo, and Undo brings both back")
    func deleteAndUndo() async throws {
        let photo = try ImageFile(data: ImageFixtures.png)
        let entry = try await repository.create(
            PerfumeForm(brand: "Le Labo", name: "Santal 33", sentence: "나무"), photo: photo)
        #expect(try await harness.get("/perfume/\(entry.id)").text.contains("href=\"/perfume/\(entry.id)/delete\""))
        let question = try await harness.get("/perfume/\(entry.id)/delete")
        #expect(question.text.contains("Delete this test strip and its photo?") && question.text.contains("Cancel"))
        let deleted = try await harness.post("/perfume/\(entry.id)/delete", [:])
        let journal = try #require(deleted.location)
        #expect(try await repository.list().isEmpty)
        #expect(try await harness.get(journal).text.contains("Deleted Le Labo Santal 33."))
        let token = try #require(journal.split(separator: "=").last.map(String.init))
        #expect(try await harness.post("/undo", ["token": token]).location == "/perfume/\(entry.id)")
        let back = try await repository.entry(id: entry.id)
        #expect(try await repository.photoData(of: back) == ImageFixtures.png)
        // Gone again, from elsewhere: its page says so in words.
        try await repository.delete(back)
        let gone = try await harness.get("/perfume/\(entry.id)")
        #expect(gone.status == .notFound && gone.text.contains("This was deleted, or never existed."))
    }

    @Test("<script> in every text field of an entry shows as text on every page")
    func hostileText() async throws {
        let hostile = WebSiteHarness.hostile
        let entry = try await repository.create(
            PerfumeForm(brand: hostile, name: hostile, notes: hostile, sentence: hostile))
        for path in ["/perfume", "/perfume/\(entry.id)", "/perfume/\(entry.id)/edit"] {
            let page = try await harness.get(path)
            #expect(page.status == .ok)
            #expect(page.text.showsAsText(hostile), "\(path)")
        }
    }
}
