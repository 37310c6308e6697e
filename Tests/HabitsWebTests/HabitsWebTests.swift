import Core
import Foundation
import Habits
import HabitsWeb
import Persistence
import TestSupport
import Testing
import WebTestSupport

@Suite("Habit pages: every route, bad ids and months, and user text shown as text")
struct HabitsWebTests {
    let harness: WebSiteHarness
    let repository: HabitsRepository

    init() throws {
        harness = try WebSiteHarness(plugins: [HabitsWebPlugin.self])
        let dependencies = harness.dependencies
        repository = try HabitsRepository(
            store: dependencies.records, blobs: dependencies.blobs, dates: dependencies.dates, ids: dependencies.ids)
    }

    /// A category, a goal of today only and a certified photo of today, stored directly
    /// (certifying depends on the time of day; these pages do not).
    func certifiedGoal(text: String = "운동", photo id: String = "photo-1") async throws -> (Goal, CertificationPhoto) {
        let category = try await repository.addCategory(text)
        let today = repository.today
        let goal = try await repository.addGoal(
            GoalForm(
                categoryID: category.id, title: text, subtitle: text,
                period: try GoalPeriod(start: today, end: today),
                window: try CertificationWindow(argument: "00:00-23:59")))
        let key = try BlobKey("habits", "\(id).jpg")
        try await harness.dependencies.blobs.put(ImageFixtures.jpeg, for: key)
        let photo = CertificationPhoto(id: RecordID(id), goalID: goal.id, takenAt: Date(), day: today, image: key)
        try await harness.dependencies.records.save(photo)
        return (goal, photo)
    }

    @Test(
        "every live page's events reach its session, each re-rendered element is on the page, and typing re-renders (#30)"
    )
    func liveWiring() async throws {
        let (goal, photo) = try await certifiedGoal()
        #expect(
            try await harness.liveWiringProblems([
                "/habits", "/habits/album", "/habits/categories/\(goal.categoryID)/goals/new",
                "/habits/goals/\(goal.id)/edit",
                "/habits/goals/\(goal.id)/certify", "/habits/photos/\(photo.id)/edit",
            ]) == [])
        let form = try await harness.live("/habits/categories/\(goal.categoryID)/goals/new")
        #expect(form.markup.contains("data-disabled"), "no title yet: 저장 is off")
        #expect(!form.markup.contains("<ul class=\"error\">"), "nothing listed wrong before typing (#60, item 9)")
        try await form.send("title", "물 마시기")
        #expect(
            await form.fragment("goal-form") { $0.contains("data-tap=\"save\"") && !$0.contains("data-disabled") }
                != nil)
    }

    @Test(
        "the live goal form: how often a week hides the weekday chips, a count out of range says why until fixed (#31)")
    func liveCount() async throws {
        let (goal, _) = try await certifiedGoal()
        let form = try await harness.live("/habits/categories/\(goal.categoryID)/goals/new")
        #expect(form.markup.contains("name=\"unit\"") && form.markup.contains("data-tap=\"weekday\""))
        try await form.send("title", "주 3회 달리기")
        try await form.send("scheduleUnit", "week")
        #expect(
            await form.fragment("goal-form") { $0.contains("3 times a week") && !$0.contains("data-tap=\"weekday\"") }
                != nil)
        try await form.send("scheduleTimes", "9")
        #expect(await form.fragment("failure") { $0.contains("A goal takes 1 to 7 days a week.") } != nil)
        try await form.send("scheduleTimes", "2")
        #expect(await form.fragment("goal-form") { $0.contains("2 times a week") } != nil)
        try await form.send("scheduleUnit", "days")
        #expect(
            await form.fragment("goal-form") { $0.contains("Every day") && $0.contains("data-tap=\"weekday\"") } != nil)
    }

    @Test("every route HabitsRoutes declares answers: each page without JavaScript and live, each form's POST (#49)")
    func routeWalk() async throws {
        let (goal, photo) = try await certifiedGoal()
        let problems = try await harness.routeWalkProblems(HabitsWebPlugin.self) { template in
            if template.hasPrefix("/habits/categories") { return goal.categoryID.rawValue }
            return template.hasPrefix("/habits/photos") ? photo.id.rawValue : goal.id.rawValue
        }
        #expect(problems == [], "\(problems)")
    }

    @Test(
        "another member reaches none of Mom's Only-me categories, goals or photos by any route; the household's open (#58)"
    )
    func memberWalk() async throws {
        let (goal, photo) = try await certifiedGoal(text: "Zanzibar secret run")
        let category = try #require(
            try await harness.dependencies.records.fetch(HabitCategory.self, id: goal.categoryID))
        let (shared, sharedPhoto) = try await certifiedGoal(text: "family walk", photo: "photo-2")
        let store = try harness.dependencies.records
        let sharedCategory = try #require(try await store.fetch(HabitCategory.self, id: shared.categoryID))
        try await store.save(sharedCategory, audience: .household)
        try await store.save(shared, audience: .household)
        try await store.save(sharedPhoto, audience: .household)
        let (mom, dad, _) = try await harness.momAndDad()
        func id(of template: String, _ goal: Goal, _ photo: CertificationPhoto) -> String {
            if template.hasPrefix("/habits/categories") { return goal.categoryID.rawValue }
            return template.hasPrefix("/habits/photos") ? photo.id.rawValue : goal.id.rawValue
        }
        let problems = try await dad.memberWalkProblems(
            HabitsWebPlugin.self, hidden: [goal.id.rawValue, category.id.rawValue, "Zanzibar secret run"],
            word: "Zanzibar", privateID: { id(of: $0, goal, photo) }, sharedID: { id(of: $0, shared, sharedPhoto) },
            files: [photo.image].compactMap { $0 })
        #expect(problems == [], "\(problems)")
        #expect(try await mom.get("/habits/goals/\(goal.id)").text.contains("Zanzibar secret run"))
    }

    @Test("without JavaScript the album's filters are a form: the address picks the category and month (#60)")
    func albumFilters() async throws {
        let (goal, _) = try await certifiedGoal(text: "아침 달리기")
        let other = try await repository.addCategory("독서")
        let all = try await harness.get("/habits/album").text
        #expect(all.contains(#"<form method="get" action="/habits/album""#) && all.contains("아침 달리기"))
        let picked = try await harness.get("/habits/album?category=\(goal.categoryID)&month=").text
        #expect(picked.contains("아침 달리기") && picked.contains(#"value="\#(goal.categoryID)" selected"#))
        let none = try await harness.get("/habits/album?category=\(other.id)").text
        #expect(!none.contains("<p>아침 달리기</p>"), "another category's album has none of its photos")
        #expect(picked.contains("<p>아침 달리기</p>"))
    }

    @Test(
        "a goal the household keeps (#59): the form offers who keeps it; Dad's certification counts on Mom's 'any' goal, and her calendar says who, in words too"
    )
    func householdGoal() async throws {
        let category = try await repository.addCategory("집안일")
        let (mom, dad, dadID) = try await harness.momAndDad()
        let form = try await mom.get("/habits/categories/\(category.id)/goals/new").text
        #expect(form.contains(#"name="keptBy""#) && form.contains("anyone keeps it"), "\(form)")
        let today = repository.today
        let goal = try await repository.addGoal(
            GoalForm(
                categoryID: category.id, title: "강아지 산책", subtitle: "dog",
                period: try GoalPeriod(start: today, end: today),
                window: try CertificationWindow(argument: "00:00-23:59"), keptBy: .any))
        let dads = harness.member(dadID)
        let key = try BlobKey("habits", "dad-walk.jpg")
        try await dads.blobs.put(ImageFixtures.jpeg, for: key)
        try await dads.records.save(
            CertificationPhoto(id: RecordID("dad-walk"), goalID: goal.id, takenAt: Date(), day: today, image: key),
            audience: .household)
        #expect(try await dad.get("/habits").text.contains("강아지 산책"), "the household's goal is Dad's to keep too")
        let page = try await mom.get("/habits/goals/\(goal.id)").text
        #expect(
            page.contains(#"<small class="who" aria-hidden="true">D</small><b class="sr-only">certified by Dad</b>"#),
            "\(page)")
        #expect(try await repository.progress(of: goal).certified == 1, "Dad's walk counts for Mom")
        let album = try await mom.get("/habits/album").text
        #expect(album.contains(#"강아지 산책 · <span class="shared">Dad</span>"#), "the album says who: \(album)")

        let water = try await repository.addGoal(
            GoalForm(
                categoryID: category.id, title: "물 마시기", subtitle: "water",
                period: try GoalPeriod(start: today, end: today),
                window: try CertificationWindow(argument: "00:00-23:59"), keptBy: .each))
        try await dads.records.save(
            CertificationPhoto(id: RecordID("dad-water"), goalID: water.id, takenAt: Date(), day: today, image: key),
            audience: .household)
        #expect(try await repository.progress(of: water).certified == 0, "each keeps their own")
        let waterPage = try await mom.get("/habits/goals/\(water.id)").text
        #expect(waterPage.contains(#"<ul class="members"><li>Dad: "#), "each member's progress: \(waterPage)")

        let waterPath = "/habits/goals/\(water.id)"
        #expect(try await dad.get(waterPath).text.contains("Stop keeping it"))
        let left = try await dad.post(waterPath + "/leave", fields: [("back", waterPath)])
        #expect(left.location == waterPath)
        #expect(!(try await dad.get("/habits").text.contains("물 마시기")), "it leaves his list")
        #expect(try await dad.get(waterPath).text.contains("Keep it again"), "his history stays on its page")
    }

    @Test(
        "each member's calendar (#59): a secret address on their page; it answers without a sign-in with their goals only; a new one stops the old; a wrong one is 404"
    )
    func calendarFeed() async throws {
        _ = try await certifiedGoal(text: "Mom's morning run")
        let (mom, dad, dadID) = try await harness.momAndDad()
        let dads = try HabitsRepository(harness.member(dadID))
        let category = try await dads.addCategory("Dad's")
        _ = try await dads.addGoal(
            GoalForm(
                categoryID: category.id, title: "Dad's secret swim", subtitle: "swim",
                period: try GoalPeriod(start: dads.today, end: dads.today),
                window: try CertificationWindow(argument: "00:00-23:59")))
        func address(_ member: WebSiteHarness) async throws -> String {
            let page = try await member.get("/account").text
            let match = try #require(
                page.firstMatch(of: /webcal:\/\/[^\/"]+(\/calendar\/[0-9a-f]{32}\.ics)/), "\(page)")
            return String(match.1)
        }
        let moms = try await address(mom)
        let feed = try await harness.get(moms)
        #expect(feed.status == .ok && feed.text.contains("BEGIN:VCALENDAR"), "opens without a sign-in")
        #expect(feed.text.contains("Mom's morning run") && !feed.text.contains("Dad's secret swim"), "\(feed.text)")
        #expect(try await harness.get(try await address(dad)).text.contains("Dad's secret swim"))

        let renewed = try await mom.post("/account/calendar", fields: [])
        #expect(renewed.location == "/account")
        #expect(try await harness.get(moms).status == .notFound, "the old address stops")
        #expect(try await harness.get(try await address(mom)).text.contains("Mom's morning run"))
        #expect(try await harness.get("/calendar/\(String(repeating: "0", count: 32)).ics").status == .notFound)
        #expect(try await harness.get("/calendar/../account").status == .notFound)
    }

    @Test("the goals, the album, the goal form, a goal's calendar, certify and stamp edit open")
    func everyRoute() async throws {
        let (goal, photo) = try await certifiedGoal()
        for path in [
            "/habits", "/habits/album", "/habits/categories/\(goal.categoryID)/goals/new", "/habits/goals/\(goal.id)",
            "/habits/goals/\(goal.id)/certify", "/habits/photos/\(photo.id)/edit",
            "/habits/goals/\(goal.id)?month=1999-01",
        ] {
            #expect(try await harness.get(path).status == .ok, "\(path)")
        }
        let calendar = try await harness.get("/habits/goals/\(goal.id)").text
        #expect(
            calendar.contains("<span id=\"strength\">Strength "), "the habit strength, as the terminal shows it (#31)")
        #expect(calendar.contains("class=\"done\" data-day=\"\(repository.today)\""))
        #expect(try await harness.get("/habits/album").text.contains("src=\"/thumbnails/\(photo.image!.rawValue)\""))
        #expect(try await harness.get("/habits").text.contains("<p>Every day · "), "each goal's days on the list (#31)")
    }

    @Test("a new goal's form starts as the 30 days from today with two time pickers; a goal's edit form is filled in")
    func goalForms() async throws {
        let (goal, _) = try await certifiedGoal(text: "달리기")
        let new = try await harness.get("/habits/categories/\(goal.categoryID)/goals/new").text
        let today = repository.today
        #expect(new.contains("aria-pressed=\"true\" aria-label=\"\(today)\""))
        #expect(new.contains("aria-label=\"\(today.adding(days: 29))\"") || today.adding(days: 29).month != today.month)
        #expect(new.contains("type=\"time\" name=\"windowStart\"") && new.contains("value=\"09:00\""))
        #expect(!new.contains("mosaic habits"))
        let edit = try await harness.get("/habits/goals/\(goal.id)/edit").text
        #expect(edit.contains("value=\"달리기\"") && edit.contains("value=\"00:00\"") && edit.contains("value=\"23:59\""))
        #expect(
            try await harness.get("/habits/goals/\(goal.id)").text.contains("href=\"/habits/goals/\(goal.id)/edit\""))
    }

    @Test("with JavaScript off a category is added by the adding rule, once per form")
    func addCategoryWithoutJavaScript() async throws {
        #expect(try await harness.post("/habits/categories", ["token": "a", "category": "운동"]).location == "/habits")
        #expect(try await harness.post("/habits/categories", ["token": "a", "category": "운동"]).location == "/habits")
        let duplicate = try await harness.post("/habits/categories", ["token": "b", "category": "운동"])
        #expect(
            duplicate.status == .ok && duplicate.text.contains("role=\"alert\"")
                && duplicate.text.contains("value=\"운동\""))
        #expect(try await repository.categories().map(\.title) == ["운동"])
    }

    @Test(
        "with JavaScript off a goal is added from date fields and day checkboxes, checked by the same rules, and edited"
    )
    func goalWithoutJavaScript() async throws {
        let category = try await repository.addCategory("운동")
        let today = repository.today
        let form = try await harness.get("/habits/categories/\(category.id)/goals/new").text
        #expect(form.contains("<noscript>") && form.contains("name=\"start\" value=\"\(today)\""))
        let empty = try await harness.post(
            "/habits/categories/\(category.id)/goals/new",
            [
                "token": "a", "title": " ", "start": "\(today)",
                "end": "\(today.adding(days: 9))", "days": "1",
            ])
        #expect(empty.status == .ok && empty.text.contains("role=\"alert\""))
        let fields: KeyValuePairs = [
            "token": "b", "title": "달리기", "subtitle": "", "windowStart": "00:00", "windowEnd": "23:59",
            "start": "\(today)", "end": "\(today.adding(days: 9))", "days": "0", "days": "3",
        ]
        let saved = try await harness.post("/habits/categories/\(category.id)/goals/new", fields)
        let location = try #require(saved.location)
        #expect(try await harness.post("/habits/categories/\(category.id)/goals/new", fields).location == location)
        let goal = try #require(try await repository.goals().first)
        #expect(try await repository.goals().count == 1)
        #expect(
            goal.period.end == today.adding(days: 9) && goal.schedule == .weekdays(WeekdaySet([.sun, .wed]))
                && goal.window.argument == "00:00-23:59")
        let edited = try await harness.post(
            "/habits/goals/\(goal.id)/edit",
            [
                "title": "아침 달리기", "windowStart": "00:00", "windowEnd": "23:59",
                "start": "\(today)", "end": "\(today.adding(days: 9))", "days": "0",
            ])
        #expect(edited.location == "/habits/goals/\(goal.id)")
        #expect(try await repository.goal(goal.id).title == "아침 달리기")
        // How often: a count a week replaces the weekdays; one out of range is named (#31).
        let often = { (times: String) -> KeyValuePairs<String, String> in
            [
                "title": "아침 달리기", "windowStart": "00:00", "windowEnd": "23:59", "start": "\(today)",
                "end": "\(today.adding(days: 9))", "unit": "week", "times": times,
            ]
        }
        let tooMany = try await harness.post("/habits/goals/\(goal.id)/edit", often("8"))
        #expect(tooMany.status == .ok && tooMany.text.contains("A goal takes 1 to 7 days a week."))
        #expect(try await repository.goal(goal.id).schedule == .weekdays(WeekdaySet([.sun])))
        let counted = try await harness.post("/habits/goals/\(goal.id)/edit", often("3"))
        #expect(counted.location == "/habits/goals/\(goal.id)")
        #expect(try await repository.goal(goal.id).schedule == .times(3, per: .week))
        let page = try await harness.get("/habits/goals/\(goal.id)")
        #expect(page.text.contains("<span id=\"schedule\">3 times a week</span>"))
    }

    @Test("the stamp's colour swatches are named by colour words, never by their codes (#46)")
    func swatchNames() async throws {
        let (goal, _) = try await certifiedGoal()
        let page = try await harness.get("/habits/goals/\(goal.id)/certify").text
        #expect(page.contains("title=\"Green\"") && page.contains("aria-label=\"Green\""))
        #expect(page.components(separatedBy: "class=\"chip swatch").count == 19, "all 18 swatches")
        #expect(!page.contains("aria-label=\"#") && !page.contains("title=\"#"))
    }

    @Test("today can be skipped from the goal's page, without JavaScript too, and asked for again (#48)")
    func skipToday() async throws {
        let category = try await repository.addCategory("휴식")
        let today = repository.today
        let goal = try await repository.addGoal(
            GoalForm(
                categoryID: category.id, title: "산책", subtitle: "",
                period: try GoalPeriod(start: today, end: today.adding(days: 7)),
                window: try CertificationWindow(argument: "00:00-23:59")))
        let page = try await harness.get("/habits/goals/\(goal.id)").text
        #expect(page.contains("action=\"/habits/goals/\(goal.id)/skip\"") && page.contains("Skip today"))
        let skipped = try await harness.post(
            "/habits/goals/\(goal.id)/skip", ["back": "/habits/goals/\(goal.id)", "undo": ""])
        #expect(skipped.location == "/habits/goals/\(goal.id)")
        let after = try await harness.get("/habits/goals/\(goal.id)").text
        #expect(after.contains("class=\"skipped\" data-day=\"\(today)\"") && after.contains("t skip today</button>"))
        _ = try await harness.post("/habits/goals/\(goal.id)/skip", ["back": "/habits/goals/\(goal.id)", "undo": "1"])
        #expect(try await repository.goal(goal.id).skippedDays.isEmpty)
    }

    @Test("a goal certified today says so in place of offering 인증하기 again (#46)")
    func certifiedToday() async throws {
        let (goal, _) = try await certifiedGoal()
        let page = try await harness.get("/habits/goals/\(goal.id)")
        #expect(page.status == .ok && page.text.contains("Certified today"))
        #expect(!page.text.contains("href=\"/habits/goals/\(goal.id)/certify\""))
        // Today is marked as today on the calendar, certified here (#47).
        #expect(page.text.contains("class=\"done\" data-day=\"\(repository.today)\""))
        // The progress is the seed's ring, named for a screen reader, not a native bar.
        #expect(page.text.contains("class=\"ring\" role=\"progressbar\"") && !page.text.contains("<progress"))
        #expect(try await harness.get("/habits").text.contains("class=\"ring\" role=\"progressbar\""))
    }

    @Test(
        "with JavaScript off certify posts the photo with its colour and style once; no photo or not an image says why")
    func certifyWithoutJavaScript() async throws {
        let category = try await repository.addCategory("운동")
        let goal = try await repository.addGoal(
            GoalForm(
                categoryID: category.id, title: "달리기", subtitle: "",
                period: GoalPeriod.newGoal(from: repository.today),
                window: try CertificationWindow(argument: "00:00-23:59")))
        let none = try await harness.post("/habits/goals/\(goal.id)/certify", ["token": "a"], files: [:])
        #expect(none.status == .ok && none.text.contains("Choose a photo to certify with."))
        let text = try await harness.post(
            "/habits/goals/\(goal.id)/certify", ["token": "b"], files: ["photo": Data("nope".utf8)])
        #expect(text.text.contains("role=\"alert\""))
        let fields: KeyValuePairs = ["token": "c", "color": "#3BCF4E", "style": "none"]
        let saved = try await harness.post(
            "/habits/goals/\(goal.id)/certify", fields, files: ["photo": ImageFixtures.png])
        #expect(saved.location == "/habits/goals/\(goal.id)")
        #expect(
            try await harness.post("/habits/goals/\(goal.id)/certify", fields, files: ["photo": ImageFixtures.png])
                .location == saved.location)
        let photos = try await repository.photos(goalIDs: [goal.id])
        #expect(photos.count == 1 && photos.first?.color.hex == "#3BCF4E")
    }

    @Test("a goal is deleted after the question, with its photos, and Undo brings back all of it")
    func deleteGoalAndUndo() async throws {
        let (goal, photo) = try await certifiedGoal()
        #expect(try await harness.get("/habits/goals/\(goal.id)/delete").text.contains("Really delete?"))
        let deleted = try await harness.post("/habits/goals/\(goal.id)/delete", [:])
        let back = try #require(deleted.location)
        #expect(try await repository.goals().isEmpty)
        #expect(try await harness.dependencies.blobs.get(try #require(photo.image)) == nil)
        #expect(try await harness.get(back).text.contains("Deleted the goal 운동."))
        let token = try #require(back.split(separator: "=").last.map(String.init))
        #expect(try await harness.post("/undo", ["token": token]).location == "/habits/goals/\(goal.id)")
        #expect(try await repository.goal(goal.id).title == "운동")
        #expect(try await repository.photo(photo.id).image == photo.image)
        #expect(try await harness.dependencies.blobs.get(try #require(photo.image)) == ImageFixtures.jpeg)
    }

    @Test("a category is renamed by the adding rule, and deleted with its goals after the question, with Undo")
    func renameAndDeleteCategory() async throws {
        let (goal, _) = try await certifiedGoal()
        _ = try await repository.addCategory("독서")
        let duplicate = try await harness.post("/habits/categories/\(goal.categoryID)/rename", ["title": "독서"])
        #expect(
            duplicate.status == .ok && duplicate.text.contains("role=\"alert\"")
                && duplicate.text.contains("value=\"독서\""))
        #expect(
            try await harness.post("/habits/categories/\(goal.categoryID)/rename", ["title": "건강"]).location
                == "/habits")
        #expect(try await repository.category(goal.categoryID).title == "건강")
        let question = try await harness.get("/habits/categories/\(goal.categoryID)/delete").text
        #expect(question.contains("Its 1 goal and their photos go with it."))
        let deleted = try await harness.post("/habits/categories/\(goal.categoryID)/delete", [:])
        #expect(try await repository.goals().isEmpty)
        let token = try #require(deleted.location?.split(separator: "=").last.map(String.init))
        #expect(try await harness.post("/undo", ["token": token]).location == "/habits")
        #expect(try await repository.category(goal.categoryID).title == "건강")
        #expect(try await repository.goals(in: goal.categoryID).map(\.id) == [goal.id])
    }

    @Test("an unknown or path-like id is 404 with the message", arguments: ["nope", "..%2F..%2Fetc", "%3Cscript%3E"])
    func badID(id: String) async throws {
        for path in [
            "/habits/goals/\(id)", "/habits/goals/\(id)/certify", "/habits/photos/\(id)/edit",
            "/habits/categories/\(id)/goals/new",
        ] {
            let page = try await harness.get(path)
            #expect(page.status == .notFound, "\(path)")
            #expect(page.text.contains("role=\"alert\""))
            #expect(!page.text.contains("<script>"))
        }
    }

    @Test("a month that is not YYYY-MM is 400 with the message", arguments: ["13-2024", "2024-13", "%3Cscript%3E"])
    func badMonth(month: String) async throws {
        let (goal, _) = try await certifiedGoal()
        let page = try await harness.get("/habits/goals/\(goal.id)?month=\(month)")
        #expect(page.status == .badRequest)
        #expect(!page.text.contains("<script>"))
    }

    @Test("<script> in a category, a goal's title and subtitle shows as text on every page")
    func hostileText() async throws {
        let hostile = WebSiteHarness.hostile
        let (goal, photo) = try await certifiedGoal(text: hostile)
        for path in [
            "/habits", "/habits/album", "/habits/categories/\(goal.categoryID)/goals/new", "/habits/goals/\(goal.id)",
            "/habits/goals/\(goal.id)/certify",
        ] {
            let page = try await harness.get(path)
            #expect(page.status == .ok)
            #expect(page.text.showsAsText(hostile), "\(path)")
        }
        #expect(try await harness.get("/habits/photos/\(photo.id)/edit").status == .ok)
    }
}
