import Core
import Foundation
import Habits
import HabitsWeb
import Persistence
import Testing
import TestSupport
import WebTestSupport

@Suite("Habit pages: every route, bad ids and months, and user text shown as text")
struct HabitsWebTests {
    let harness: WebSiteHarness
    let repository: HabitsRepository

    init() throws {
        harness = try WebSiteHarness(plugins: [HabitsWebPlugin.self])
        let dependencies = harness.dependencies
        repository = try HabitsRepository(store: dependencies.records, blobs: dependencies.blobs, dates: dependencies.dates, ids: dependencies.ids)
    }

    /// A category, a goal of today only and a certified photo of today, stored directly
    /// (certifying depends on the time of day; these pages do not).
    func certifiedGoal(text: String = "운동") async throws -> (Goal, CertificationPhoto) {
        let category = try await repository.addCategory(text)
        let today = repository.today
        let goal = try await repository.addGoal(GoalForm(categoryID: category.id, title: text, subtitle: text,
                                                         period: try GoalPeriod(start: today, end: today),
                                                         window: try CertificationWindow(argument: "00:00-23:59")))
        let key = try BlobKey("habits", "photo-1.jpg")
        try await harness.dependencies.blobs.put(ImageFixtures.jpeg, for: key)
        let photo = CertificationPhoto(id: "photo-1", goalID: goal.id, takenAt: Date(), day: today, image: key)
        try await harness.dependencies.records.save(photo)
        return (goal, photo)
    }

    @Test("the goals, the album, the goal form, a goal's calendar, certify and stamp edit open")
    func everyRoute() async throws {
        let (goal, photo) = try await certifiedGoal()
        for path in ["/habits", "/habits/album", "/habits/categories/\(goal.categoryID)/goals/new", "/habits/goals/\(goal.id)",
                     "/habits/goals/\(goal.id)/certify", "/habits/photos/\(photo.id)/edit", "/habits/goals/\(goal.id)?month=1999-01"] {
            #expect(try await harness.get(path).status == .ok, "\(path)")
        }
        let calendar = try await harness.get("/habits/goals/\(goal.id)").text
        #expect(calendar.contains("class=\"done\" data-day=\"\(repository.today)\""))
        #expect(try await harness.get("/habits/album").text.contains("src=\"/thumbnails/\(photo.image.rawValue)\""))
    }

    @Test("an unknown or path-like id is 404 with the message", arguments: ["nope", "..%2F..%2Fetc", "%3Cscript%3E"])
    func badID(id: String) async throws {
        for path in ["/habits/goals/\(id)", "/habits/goals/\(id)/certify", "/habits/photos/\(id)/edit", "/habits/categories/\(id)/goals/new"] {
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
        for path in ["/habits", "/habits/album", "/habits/categories/\(goal.categoryID)/goals/new", "/habits/goals/\(goal.id)",
                     "/habits/goals/\(goal.id)/certify"] {
            let page = try await harness.get(path)
            #expect(page.status == .ok)
            #expect(page.text.showsAsText(hostile), "\(path)")
        }
        #expect(try await harness.get("/habits/photos/\(photo.id)/edit").status == .ok)
    }
}
