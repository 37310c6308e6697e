import Core
import Foundation
import Habits
import TestSupport
import Testing

@Suite("Habits domain")
struct HabitsDomainTests {
    typealias F = HabitsFixture

    @Test(
        "target counts the inclusive period's certification days",
        arguments: [
            ("2024-05-01", "2024-05-01", WeekdaySet.everyDay, 1),
            ("2024-05-01", "2024-05-31", .everyDay, 31),
            ("2024-05-01", "2024-05-31", .weekdays, 23),
            ("2024-05-01", "2024-05-31", .weekend, 8),
            ("2024-05-04", "2024-05-04", .weekdays, 0),
            ("2024-05-06", "2024-05-12", WeekdaySet([.mon, .wed, .fri]), 3),
            ("2024-02-26", "2024-03-04", .everyDay, 8),
            ("2023-12-31", "2024-01-01", WeekdaySet([.sun]), 1),
        ])
    func target(from: String, to: String, days: WeekdaySet, expected: Int) {
        #expect(F.period(from, to).certificationDays(.weekdays(days)).count == expected)
    }

    @Test(
        "habit strength is Loop's moving average: 13 certified days reach 50, a miss costs a little, an open today nothing (#31)"
    )
    func strength() async throws {
        let fixture = try HabitsFixture(now: "2024-05-01T08:00:00Z")
        let goal = try await fixture.goal(from: "2024-05-01", to: "2024-06-30")
        func strength(_ certified: [String], today: String) -> Int {
            GoalProgress(
                goal: goal, certifiedDays: Set(certified.map(HabitsFixture.day)), today: HabitsFixture.day(today),
                timeZone: .gmt
            ).strength
        }
        let thirteen = (1...13).map { String(format: "2024-05-%02d", $0) }
        #expect(strength([], today: "2024-05-01") == 0, "an open first day is not a miss")
        #expect(strength(thirteen, today: "2024-05-13") == 50)
        #expect(strength(thirteen, today: "2024-05-14") == 50, "today still open")
        #expect(strength(thirteen, today: "2024-05-15") == 47, "one miss: 50 × 0.5^(1/13)")
        #expect(strength(thirteen + ["2024-05-15"], today: "2024-05-15") == 50, "a miss, then back: a little lost")
        #expect(strength(thirteen, today: "2024-05-27") == 25, "13 misses halve it")
        #expect(abs(GoalProgress.strengthDecay - 0.948_078) < 0.000_001)
    }

    @Test("an edit's new days or window are checked against the photos already taken, by every rule (#31)")
    func editRechecksPhotos() async throws {
        let fixture = try HabitsFixture(now: "2024-05-01T09:30:00Z")
        let goal = try await fixture.goal(window: "09:00-21:00")
        try await fixture.repository.certify(goal.id, image: HabitsFixture.jpeg)  // Wednesday 09:30
        fixture.set("2024-05-02T20:00:00Z")
        try await fixture.repository.certify(goal.id, image: HabitsFixture.jpeg)  // Thursday 20:00
        #expect(try await fixture.repository.photosBreakingRules(of: goal).isEmpty)
        var form = GoalForm(goal)
        form.schedule = .weekdays(WeekdaySet(argument: "mon,wed")!)
        let newDays = try await fixture.repository.updateGoal(goal, with: form)
        #expect(
            try await fixture.repository.photosBreakingRules(of: newDays).map(\.day) == [
                HabitsFixture.day("2024-05-02")
            ])
        form = GoalForm(newDays)
        form.schedule = .everyDay
        form.window = try CertificationWindow(argument: "10:00-21:00")
        let newWindow = try await fixture.repository.updateGoal(newDays, with: form)
        #expect(
            try await fixture.repository.photosBreakingRules(of: newWindow).map(\.day) == [
                HabitsFixture.day("2024-05-01")
            ])
        #expect(try await fixture.repository.progress(of: newWindow).certified == 2, "kept and still counted")
    }

    @Test("property: target equals a day-by-day count for random periods and day sets; progress never exceeds 100%")
    func targetProperty() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let start = F.day("2024-01-01").adding(days: Int.random(in: 0..<800, using: &generator))
            let end = start.adding(days: Int.random(in: 0..<120, using: &generator))
            let days = WeekdaySet(Set(Weekday.allCases.filter { _ in Bool.random(using: &generator) }))
            let period = try! GoalPeriod(start: start, end: end)
            var expected = 0
            var day = start
            while day <= end {
                if days.contains(day.weekday) { expected += 1 }
                day = day.adding(days: 1)
            }
            #expect(period.certificationDays(.weekdays(days)).count == expected)
            let goal = Goal(
                id: "g", categoryID: "c", title: "t", subtitle: "", period: period, window: .standard,
                schedule: .weekdays(days),
                createdAt: DateProvider.parseISO8601("2023-12-31T00:00:00Z")!)
            let certified = Set(period.days.filter { _ in Bool.random(using: &generator) } + [end.adding(days: 1)])
            let progress = GoalProgress(goal: goal, certifiedDays: certified, today: end, timeZone: .gmt)
            #expect(progress.target == expected && progress.certified <= progress.target && progress.fraction <= 1)
            #expect(progress.currentStreak <= progress.longestStreak)
        }
    }

    @Test("streaks count certification days: Mon, Wed, Fri in a row is 3; an open today does not break it")
    func streaks() {
        let goal = Goal(
            id: "g", categoryID: "c", title: "t", subtitle: "", period: F.period("2024-05-06", "2024-05-19"),
            window: .standard, schedule: .weekdays(WeekdaySet([.mon, .wed, .fri])),
            createdAt: DateProvider.parseISO8601("2024-05-06T08:00:00Z")!)
        let certified: Set = [F.day("2024-05-06"), F.day("2024-05-08"), F.day("2024-05-10"), F.day("2024-05-15")]
        let friday = GoalProgress(goal: goal, certifiedDays: certified, today: F.day("2024-05-17"), timeZone: .gmt)
        #expect(friday.currentStreak == 1 && friday.longestStreak == 3 && friday.certified == 4 && friday.target == 6)
        #expect(friday.percent == 66)
        let monday = GoalProgress(goal: goal, certifiedDays: certified, today: F.day("2024-05-13"), timeZone: .gmt)
        #expect(monday.currentStreak == 3, "Monday not yet certified: the run up to Friday still counts")
    }

    @Test(
        "the target counts only days still certifiable at creation; a goal with none is refused on add and edit (#12)")
    func certifiableDays() async throws {
        let fixture = try F(now: "2024-05-01T18:30:00Z")
        let category = try await fixture.repository.addCategory("운동")
        let evening = GoalForm(
            categoryID: category.id, title: "t", period: F.period("2024-05-01", "2024-05-01"),
            window: try CertificationWindow(argument: "07:00-09:00"))
        let closed = await #expect(throws: UserError.self) { try await fixture.repository.addGoal(evening) }
        #expect(closed?.category == .invalidInput)
        #expect(closed?.details == [HabitsMessages.noCertifiableDay(evening.window, from: F.day("2024-05-01"))])

        var month = evening
        month.period = F.period("2024-05-01", "2024-05-31")
        month.schedule = .weekdays(.weekdays)
        let weekdays = try await fixture.repository.addGoal(month)
        #expect(
            try await fixture.repository.progress(of: weekdays).target == 22,
            "23 weekdays in May 2024, today's window has closed")
        #expect(weekdays.target(in: .gmt) == 22)

        var weekend = month
        weekend.title = "w"
        weekend.period = F.period("2024-05-02", "2024-05-03")
        weekend.schedule = .weekdays(.weekend)
        let none = await #expect(throws: UserError.self) { try await fixture.repository.addGoal(weekend) }
        #expect(none?.details == [HabitsMessages.noCertificationDay(weekend.period!, .weekdays(.weekend))])
        var edited = GoalForm(weekdays)
        edited.period = F.period("2024-05-04", "2024-05-05")
        let editRefused = await #expect(throws: UserError.self) {
            try await fixture.repository.updateGoal(weekdays, with: edited)
        }
        #expect(editRefused?.details == [HabitsMessages.noCertificationDay(edited.period!, .weekdays(.weekdays))])
    }

    @Test(
        "days and times read as the seed meant, in both languages",
        arguments: [
            (WeekdaySet.everyDay, "매일", "Every day"), (.weekend, "주말", "Weekends"), (.weekdays, "평일", "Weekdays"),
            (WeekdaySet([.mon, .tue, .wed]), "월 ~ 수", "Mon ~ Wed"),
            (WeekdaySet([.mon, .wed, .fri]), "월, 수, 금", "Mon, Wed, Fri"),
            (WeekdaySet([.sun, .mon, .tue, .wed, .fri]), "일 ~ 수, 금", "Sun ~ Wed, Fri"),
            (WeekdaySet([.sat]), "토", "Sat"),
        ])
    func dayDescriptions(days: WeekdaySet, korean: String, english: String) {
        #expect(days.summary == Message(en: english, ko: korean))
    }

    @Test("12:xx is afternoon; minutes are not rounded")
    func times() throws {
        #expect(TimeOfDay("12:05")!.spoken == Message(en: "12:05 PM", ko: "오후 12시 5분"))
        #expect(TimeOfDay("00:00")!.spoken == Message(en: "12:00 AM", ko: "오전 12시"))
        #expect(TimeOfDay("07:05")!.spoken == Message(en: "7:05 AM", ko: "오전 7시 5분"))
        #expect(TimeOfDay("09:07")!.spoken.korean == "오전 9시 7분")
        #expect(TimeOfDay("23:59")!.spoken.korean == "오후 11시 59분")
        #expect(TimeOfDay("24:00") == nil && TimeOfDay("9") == nil && TimeOfDay("07:5") == nil)
        #expect(throws: UserError(HabitsMessages.windowOrder, category: .invalidInput)) {
            try CertificationWindow(argument: "09:00-07:00")
        }
        #expect(
            WeekdaySet(argument: "mon,wed,fri") == WeekdaySet([.mon, .wed, .fri])
                && WeekdaySet(argument: "월,수") == WeekdaySet([.mon, .wed]))
        #expect(WeekdaySet(argument: "mon,xyz") == nil)
        let style = try StampStyle(argument: "gillsans")
        let color = try OverlayColor(argument: "3bcf4e")
        #expect(style == .gillSans)
        #expect(color.hex == "#3BCF4E" && OverlayColor.presets.count == 18)
        #expect(throws: UserError.self) { try OverlayColor(argument: "#12345") }
    }

    @Test("a goal's period must lie in 1900–2999, so a typo like 9999 is refused instead of stored (#13)")
    func periodRange() throws {
        let may1 = DateProvider.parseISO8601("2024-05-01T09:00:00Z")!
        var form = GoalForm(categoryID: "c", title: "run", period: F.period("9999-12-31", "9999-12-31"))
        #expect(
            form.problems(otherTitles: [], isNew: true, from: may1, in: .gmt).contains(HabitsMessages.periodOutOfRange))
        form.period = F.period("2999-12-01", "3000-01-30")
        #expect(
            form.problems(otherTitles: [], isNew: true, from: may1, in: .gmt).contains(HabitsMessages.periodOutOfRange))
        form.period = F.period("2024-05-01", "2024-05-31")
        #expect(form.problems(otherTitles: [], isNew: true, from: may1, in: .gmt).isEmpty)
    }

    @Test("a day an older build stored past year 9999 still reads back")
    func farDayDecodes() throws {
        let day = try JSONDecoder().decode([CalendarDay].self, from: Data(#"["10000-01-30"]"#.utf8))
        #expect(day.first?.description == "10000-01-30")
    }

    @Test("the period calendar's tap rules")
    func periodSelection() {
        var selection = PeriodSelection(today: F.day("2024-05-10"))
        selection.tap(F.day("2024-05-09"))
        #expect(selection.period == nil, "days before today cannot be picked")
        selection.tap(F.day("2024-05-20"))
        #expect(selection.period == F.period("2024-05-20", "2024-05-20"))
        selection.tap(F.day("2024-05-12"))
        #expect(selection.period == F.period("2024-05-12", "2024-05-20"), "an earlier day becomes the start")
        selection.tap(F.day("2024-05-15"))
        #expect(selection.period == F.period("2024-05-15", "2024-05-15"), "a third tap starts again")
        selection.tap(F.day("2024-05-18"))
        selection.tap(F.day("2024-05-18"))
        #expect(selection.period == F.period("2024-05-15", "2024-05-15"), "tapping the end collapses onto the start")
        selection.tap(F.day("2024-05-15"))
        #expect(selection.period == nil)
    }
}
