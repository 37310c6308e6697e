import Core
import Foundation
import Habits
import HabitsWeb
import Persistence
import TestSupport
import Testing
import WebTestSupport

/// Measurable goals and days imported from Loop on the habit pages (#48), on the suite's site.
extension HabitsWebTests {
    @Test("without JavaScript a goal gets a target and a unit; certify then asks for the day's value and keeps it")
    func measuredWithoutJavaScript() async throws {
        let category = try await repository.addCategory("운동")
        let today = repository.today
        let fields = { (token: String, target: String) -> KeyValuePairs<String, String> in
            [
                "token": token, "title": "달리기", "windowStart": "00:00", "windowEnd": "23:59", "start": "\(today)",
                "end": "\(today.adding(days: 9))", "days": "0", "days": "1", "days": "2", "days": "3", "days": "4",
                "days": "5", "days": "6", "measureDirection": "atLeast", "measureTarget": target, "measureUnit": "km",
            ]
        }
        let bad = try await harness.post("/habits/categories/\(category.id)/goals/new", fields("a", "abc"))
        // The target field is named by what was typed in it, not with the unit beside it.
        #expect(bad.status == .ok && bad.text.contains("&#39;abc&#39; is not a target"), "\(bad.text)")
        let saved = try await harness.post("/habits/categories/\(category.id)/goals/new", fields("b", "5"))
        let goal = try #require(try await repository.goals().first)
        #expect(saved.location == "/habits/goals/\(goal.id)")
        #expect(goal.measure == GoalMeasure(unit: "km", target: 5, direction: .atLeast))
        #expect(
            try await harness.get("/habits/goals/\(goal.id)").text.contains("<span id=\"measure\">at least 5 km</span>")
        )
        let form = try await harness.get("/habits/goals/\(goal.id)/certify").text
        #expect(form.contains("name=\"value\"") && form.contains("Today&#39;s value (at least 5 km)"))
        let noValue = try await harness.post(
            "/habits/goals/\(goal.id)/certify", ["token": "c"], files: ["photo": ImageFixtures.png])
        #expect(noValue.status == .ok && noValue.text.contains("give the day&#39;s value with the photo"))
        let certified = try await harness.post(
            "/habits/goals/\(goal.id)/certify", ["token": "d", "value": "6.5"], files: ["photo": ImageFixtures.png])
        #expect(certified.location == "/habits/goals/\(goal.id)")
        #expect(try await repository.photos(goalIDs: [goal.id]).map(\.value) == [6.5])
        // Issue #56: the goal page says today's value, and whether it met the target.
        #expect(try await harness.get("/habits/goals/\(goal.id)").text.contains("Certified today: 6.5 km"))
        let photo = try #require(try await repository.photos(goalIDs: [goal.id]).first)
        _ = try await repository.deletePhoto(photo.id)
        _ = try await harness.post(
            "/habits/goals/\(goal.id)/certify", ["token": "e", "value": "3"], files: ["photo": ImageFixtures.png])
        let short = try await harness.get("/habits/goals/\(goal.id)").text
        #expect(short.contains("Today: 3 km, short of at least 5 km") && !short.contains("Certified today"))
    }

    @Test("live, the form's measure fields reach the view-model, and a target that is not a number says why")
    func measuredLive() async throws {
        let category = try await repository.addCategory("운동")
        let form = try await harness.live("/habits/categories/\(category.id)/goals/new")
        #expect(form.markup.contains("name=\"measureDirection\""))
        try await form.send("measureDirection", "atMost")
        try await form.send("measureTarget", "x")
        #expect(await form.fragment("failure") { $0.contains("is not a target") } != nil)
    }

    static func dayName(_ day: CalendarDay) -> String {
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][day.month - 1]
            + " \(day.day)"
    }

    @Test(
        "Loop's imported days group by month in the album, each tile with its day, a page at a time (#60, items 1 and 3)"
    )
    func importedMonths() async throws {
        let days = (1...60).map { repository.today.adding(days: -$0) }
        let export = try LoopExport(
            files: [
                "Habits.csv": """
                Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?
                001,Stretch,YES_NO,,,1,1,#4CAF50,,,,false

                """,
                "Checkmarks.csv": "Date,Stretch,\n" + days.map { "\($0),2,\n" }.joined(),
            ], source: "export.zip")
        _ = try await repository.importLoop(export, category: "Loop", dryRun: false)
        let album = try await harness.get("/habits/album").text
        // 40 of 60 tiles, under one heading a month, oldest first, and a link to the rest.
        #expect(album.components(separatedBy: "class=\"photo imported\"").count - 1 == ListPage.size)
        let headings = Set(days.prefix(ListPage.size + 20).suffix(ListPage.size).map(\.monthKey)).count
        #expect(album.components(separatedBy: "<h3>").count - 1 == headings)
        #expect(album.contains(Self.dayName(days.last!)))
        #expect(album.contains("shown=80"))
        let all = try await harness.get("/habits/album?shown=80").text
        #expect(all.components(separatedBy: "class=\"photo imported\"").count - 1 == 60)
        #expect(!all.contains("shown=120"))
    }

    @Test("a day imported from Loop shows in the album as imported, without a photo, with its value")
    func importedInAlbum() async throws {
        let export = try LoopExport(
            files: [
                "Habits.csv": """
                Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?
                001,Run,NUMERICAL,,,1,1,#4CAF50,km,AT_LEAST,5.0,false

                """,
                "Checkmarks.csv": "Date,Run,\n\(repository.today.adding(days: -1)),6200,\n",
            ], source: "export.zip")
        _ = try await repository.importLoop(export, category: "Loop", dryRun: false)
        let album = try await harness.get("/habits/album").text
        let yesterdayTile = Self.dayName(repository.today.adding(days: -1))
        // The tile says it in words with no stamp drawn over it (#60, item 3).
        #expect(
            album.contains(
                "<div class=\"photo imported\"><strong>\(yesterdayTile)</strong><span>Imported, no photo</span><span>6.2 km</span></div>"
            ), "\(album)")
        #expect(!album.contains("role=\"img\""))
        #expect(!album.contains("class=\"stamp\""))
        let goal = try await repository.goal("Run")
        let yesterday = repository.today.adding(days: -1)
        let page = try await harness.get("/habits/goals/\(goal.id)?month=\(yesterday.monthKey)").text
        #expect(page.contains("class=\"done imported\" data-day=\"\(yesterday)\""))
    }
}
