import Core
import Foundation
import Habits
import Persistence
import TestSupport
import Testing

@Suite("Habits storage and rules")
struct HabitsRepositoryTests {
    @Test("every field the habit queries name is in what categories, goals and photos store")
    func declaredFieldsAreStored() throws {
        let goal = Goal(
            id: "g", categoryID: "c", title: "t", subtitle: "s",
            period: HabitsFixture.period("2024-05-06", "2024-05-19"),
            window: .standard, schedule: .everyDay, createdAt: Date())
        let photo = CertificationPhoto(
            id: "p", goalID: "g", takenAt: Date(), day: HabitsFixture.day("2024-05-06"),
            image: try BlobKey("habits/p.jpg"))
        #expect(try RecordFieldCheck.missing(in: goal).isEmpty)
        #expect(try RecordFieldCheck.missing(in: photo).isEmpty)
        #expect(try RecordFieldCheck.missing(in: HabitCategory(id: "c", title: "t", createdAt: Date())).isEmpty)
    }

    typealias F = HabitsFixture

    @Test("categories: trimmed, unique ignoring case, renamed by id; titles with quotes are plain text")
    func categories() async throws {
        let fixture = try F()
        let health = try await fixture.repository.addCategory("  건강 ")
        #expect(health.title == "건강")
        await #expect(throws: UserError(HabitsMessages.duplicateCategory, category: .invalidInput)) {
            try await fixture.repository.addCategory("건강")
        }
        _ = try await fixture.repository.addCategory("Reading")
        await #expect(throws: UserError(HabitsMessages.duplicateCategory, category: .invalidInput)) {
            try await fixture.repository.addCategory("READING ")
        }
        let quoted = try await fixture.repository.addCategory("Mom's \"daily\" list; DROP TABLE")
        #expect(try await fixture.repository.category("mom's \"DAILY\" list; drop table").id == quoted.id)
        #expect(try await fixture.repository.renameCategory(health.id, to: "운동").title == "운동")
        await #expect(throws: UserError.self) { try await fixture.repository.addCategory("   ") }
    }

    @Test("the same goal title in two categories keeps two goals with their own progress (seed bug 2)")
    func sameTitleTwoCategories() async throws {
        let fixture = try F()
        let first = try await fixture.goal("Read 20 pages", category: "Morning")
        let second = try await fixture.goal("Read 20 pages", category: "Evening")
        await #expect { try await fixture.goal("read 20 pages", category: "Morning") } throws: {
            ($0 as? UserError)?.details.contains(HabitsMessages.duplicateGoal) == true
        }
        try await fixture.repository.certify(first.id, image: F.jpeg)
        #expect(try await fixture.repository.progress(of: first).certified == 1)
        #expect(try await fixture.repository.progress(of: second).certified == 0)
        let apostrophe = try await fixture.goal("Don't snooze", category: "Mom's")
        try await fixture.repository.certify(apostrophe.id, image: F.jpeg)
        #expect(try await fixture.repository.progress(of: apostrophe).certified == 1)
        _ = try await fixture.repository.deleteGoal(second.id)
        #expect(
            try await fixture.repository.progress(of: first).certified == 1,
            "deleting by id leaves the other goal alone")
    }

    @Test("a new goal cannot start before today; edits keep their start")
    func startRule() async throws {
        let fixture = try F(now: "2024-05-10T08:00:00Z")
        await #expect { try await fixture.goal(from: "2024-05-09") } throws: {
            ($0 as? UserError)?.details.contains(HabitsMessages.startBeforeToday) == true
        }
        let goal = try await fixture.goal(from: "2024-05-10")
        fixture.set("2024-05-20T08:00:00Z")
        var form = GoalForm(goal)
        form.title = "물 2L 마시기"
        #expect(try await fixture.repository.updateGoal(goal, with: form).title == "물 2L 마시기")
    }

    @Test(
        "an edit keeps a change made elsewhere to a field it left alone, and is refused over one it changed too (#46)")
    func editBesideAChangeElsewhere() async throws {
        let fixture = try F(now: "2024-05-01T08:00:00Z")
        let opened = try await fixture.goal()
        var elsewhere = GoalForm(opened)
        elsewhere.subtitle = "하루 2L"
        _ = try await fixture.repository.updateGoal(opened, with: elsewhere)
        var mine = GoalForm(opened)
        mine.title = "물 더 마시기"
        let saved = try await fixture.repository.updateGoal(opened, with: mine)
        #expect(saved.title == "물 더 마시기" && saved.subtitle == "하루 2L")
        var stale = GoalForm(opened)
        stale.subtitle = "하루 1L"
        await #expect(throws: PersistenceError.self) { try await fixture.repository.updateGoal(opened, with: stale) }
        #expect(try await fixture.repository.goal(opened.id).subtitle == "하루 2L")
    }

    @Test(
        "window and day edges: start minute in, end minute in, a minute after out; midnight; first and last day",
        arguments: [
            ("2024-05-06T06:59:59Z", CertificationRule.beforeWindow),
            ("2024-05-06T07:00:00Z", .allowed),
            ("2024-05-06T09:00:59Z", .allowed),
            ("2024-05-06T09:01:00Z", .afterWindow),
            ("2024-05-07T08:00:00Z", .notCertificationDay),
            ("2024-05-05T08:00:00Z", .beforePeriod),
            ("2024-05-31T08:00:00Z", .allowed),
            ("2024-06-01T08:00:00Z", .afterPeriod),
        ])
    func windowEdges(now: String, expected: CertificationRule) async throws {
        let fixture = try F(now: "2024-05-01T00:00:00Z")
        let goal = try await fixture.goal(
            from: "2024-05-06", to: "2024-05-31", days: WeekdaySet([.mon, .wed, .fri]), window: "07:00-09:00")
        fixture.set(now)
        #expect(try await fixture.repository.rule(for: goal) == expected)
    }

    @Test("midnight: a window to 23:59 still counts at 23:59:59, and 00:00 is the next day")
    func midnight() async throws {
        let fixture = try F(now: "2024-05-01T00:00:00Z")
        let goal = try await fixture.goal(window: "00:00-23:59")
        fixture.set("2024-05-01T23:59:59Z")
        let certification = try await fixture.repository.certify(goal.id, image: F.jpeg)
        // The certification says what it made: the goal, the photo and the progress with it.
        #expect(certification.goal.id == goal.id && certification.photo.goalID == goal.id)
        #expect(certification.progress == (try await fixture.repository.progress(of: goal)))
        #expect(certification.progress.certified == 1)
        #expect(try await fixture.repository.rule(for: goal) == .alreadyCertified)
        fixture.set("2024-05-02T00:00:00Z")
        #expect(try await fixture.repository.rule(for: goal) == .allowed)
    }

    @Test("once per day; a refused certification says why and when the next window opens, and keeps no file")
    func certifyRules() async throws {
        let fixture = try F(now: "2024-05-06T06:30:00Z")
        let goal = try await fixture.goal(from: "2024-05-06", days: WeekdaySet([.mon, .wed]), window: "07:00-09:00")
        await #expect { try await fixture.repository.certify(goal.id, image: F.jpeg) } throws: { error in
            let error = error as? UserError
            return error?.message.english.contains("not opened yet") == true
                && error?.details.first?.english == "Next window opens 2024-05-06 7:00 AM."
        }
        fixture.set("2024-05-06T07:10:00Z")
        let photo = try await fixture.repository.certify(
            goal.id, image: F.jpeg, color: OverlayColor.presets[5], style: .gillSans
        ).photo
        #expect(photo.day == F.day("2024-05-06") && photo.color.hex == "#3BCF4E")
        await #expect { try await fixture.repository.certify(goal.id, image: F.jpeg) } throws: { error in
            (error as? UserError)?.message == CertificationRule.alreadyCertified.message(goal)
                && (error as? UserError)?.details.first?.english == "Next window opens 2024-05-08 7:00 AM."
        }
        #expect(try await fixture.files().count == 1)
    }

    @Test("a refused record write leaves no file")
    func failedWriteLeavesNoFile() async throws {
        let fixture = try F()
        let goal = try await fixture.goal()
        let refusing = HabitsRepository(
            store: RefusingRecordStore(base: fixture.storage.records), blobs: fixture.storage.blobs,
            dates: .fixed("2024-05-01T10:00:00Z", timeZone: .gmt), ids: .uuid)
        await #expect(throws: (any Error).self) { try await refusing.certify(goal.id, image: F.jpeg) }
        #expect(try await fixture.files().isEmpty)
    }

    @Test("deleting a goal deletes its photos and files; a category needs --cascade when it has goals")
    func cascade() async throws {
        let fixture = try F()
        let goal = try await fixture.goal()
        let other = try await fixture.goal("스트레칭")
        try await fixture.repository.certify(goal.id, image: F.jpeg)
        try await fixture.repository.certify(other.id, image: F.jpeg)
        _ = try await fixture.repository.deleteGoal(goal.id)
        #expect(try await fixture.files().count == 1)
        await #expect(throws: UserError(HabitsMessages.categoryNotEmpty, category: .invalidInput)) {
            try await fixture.repository.deleteCategory(try await fixture.repository.category("건강").id, cascade: false)
        }
        #expect(
            try await fixture.repository.deleteCategory(try await fixture.repository.category("건강").id, cascade: true)
                == 1)
        #expect(try await fixture.files().isEmpty)
        #expect(try await fixture.storage.records.fetch(RecordQuery<CertificationPhoto>()).isEmpty)
        let (goals, categories) = (try await fixture.repository.goals(), try await fixture.repository.categories())
        #expect(goals.isEmpty && categories.isEmpty)
    }

    @Test("photo edit changes colour and style; delete removes the record then the file")
    func photoEditAndDelete() async throws {
        let fixture = try F()
        let goal = try await fixture.goal()
        let photo = try await fixture.repository.certify(goal.id, image: F.jpeg).photo
        let edited = try await fixture.repository.editPhoto(
            photo.id, color: try OverlayColor(argument: "#000000"), style: .verdana)
        #expect(edited.color.hex == "#000000" && edited.style == .verdana)
        _ = try await fixture.repository.deletePhoto(photo.id)
        #expect(try await fixture.files().isEmpty)
        #expect(try await fixture.repository.progress(of: goal).certified == 0)
    }
}
