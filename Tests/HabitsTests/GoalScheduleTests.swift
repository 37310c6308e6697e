import Core
import Foundation
import Habits
import Testing

private typealias F = HabitsFixture

@Suite("Habits: goals of some times a week or month (#31)")
struct GoalScheduleTests {
    @Test(
        "--days reads counts as written and in Korean; a count out of range is 64, other text 65",
        arguments: [
            ("3/week", GoalSchedule.times(3, per: .week)), ("주3회", .times(3, per: .week)),
            ("주 1회", .times(1, per: .week)), ("10/month", .times(10, per: .month)), ("월 31회", .times(31, per: .month)),
            ("7/WEEK", .times(7, per: .week)), ("mon,wed", .weekdays(WeekdaySet([.mon, .wed]))), ("daily", .everyDay),
        ])
    func parses(text: String, expected: GoalSchedule) throws {
        let schedule = try GoalSchedule.parse(argument: text)
        #expect(schedule == expected)
        #expect(try GoalSchedule.parse(argument: schedule.argument) == schedule, "written as --days takes it")
    }

    @Test("a day's ordinal counts days as the calendar does, over leap years, centuries and before 1970")
    func ordinals() {
        let epoch = F.day("1970-01-01")
        #expect(epoch.ordinal == 0)
        #expect(F.day("1601-01-01").ordinal == -134_774)
        let calendar = { () -> Calendar in
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            return calendar
        }()
        let noon = { (day: CalendarDay) in
            calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))!
        }
        for start in ["1601-01-01", "1899-12-25", "1999-12-20", "2000-02-25", "2023-12-30", "2024-02-27", "2100-02-27"]
        {
            var day = F.day(start)
            for _ in 0..<400 {
                let next = day.adding(days: 1)
                // What the calendar says, counted by hand.
                #expect(
                    next == CalendarDay(calendar.date(byAdding: .day, value: 1, to: noon(day))!, in: calendar.timeZone))
                #expect(day.ordinal == calendar.dateComponents([.day], from: noon(epoch), to: noon(day)).day!, "\(day)")
                #expect(day.adding(days: -400).days(to: day) == 400)
                #expect(day.weekday.rawValue == calendar.component(.weekday, from: noon(day)) - 1)
                day = next
            }
        }
    }

    @Test(
        "out of range or unreadable",
        arguments: [("8/week", 64), ("0/week", 64), ("32/month", 64), ("3/year", 65), ("", 65)])
    func refuses(text: String, exit: Int32) {
        let error = #expect(throws: UserError.self) { try GoalSchedule.parse(argument: text) }
        #expect(error?.category.rawValue == exit)
    }

    @Test("summaries read as a person says them")
    func summaries() {
        #expect(GoalSchedule.times(3, per: .week).summary == Message(en: "3 times a week", ko: "주 3회"))
        #expect(GoalSchedule.times(1, per: .month).summary == Message(en: "Once a month", ko: "월 1회"))
    }

    @Test("goals saved before counts existed read as weekday goals; a count is stored as times and per")
    func storedShape() throws {
        let old = Data(#"{"days":[1,3,5]}"#.utf8)
        #expect(try JSONDecoder().decode(GoalSchedule.self, from: old) == .weekdays(WeekdaySet([.mon, .wed, .fri])))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = try encoder.encode(GoalSchedule.times(3, per: .week))
        #expect(String(decoding: written, as: UTF8.self) == #"{"per":"week","times":3}"#)
        #expect(try JSONDecoder().decode(GoalSchedule.self, from: written) == .times(3, per: .week))
    }

    /// A goal of 3 a week from Sunday 2024-05-05, certified that Sunday, Monday and Tuesday.
    private func threeAWeekCertifiedSundayToTuesday() async throws -> (F, Goal) {
        let fixture = try F(now: "2024-05-05T10:00:00Z")
        let goal = try await fixture.goal(from: "2024-05-05", to: "2024-05-25", schedule: .times(3, per: .week))
        for day in ["05", "06", "07"] {
            fixture.set("2024-05-\(day)T10:00:00Z")
            _ = try await fixture.repository.certify(goal.id, image: F.jpeg)
        }
        return (fixture, goal)
    }

    @Test("3 a week: any day may be certified until the week has 3; then the next window is next Sunday")
    func weekCount() async throws {
        let (fixture, goal) = try await threeAWeekCertifiedSundayToTuesday()
        fixture.set("2024-05-08T10:00:00Z")
        let refused = await #expect(throws: UserError.self) {
            try await fixture.repository.certify(goal.id, image: F.jpeg)
        }
        #expect(
            refused?.message
                == Message(
                    en: "Already certified 3 times this week (3 times a week).", ko: "이번 주에는 이미 3번 인증했어요 (주 3회)."))
        #expect(refused?.category == .invalidInput)
        #expect(refused?.details.first?.english.contains("opens 2024-05-12") == true, "\(refused?.details ?? [])")
        fixture.set("2024-05-12T10:00:00Z")
        _ = try await fixture.repository.certify(goal.id, image: F.jpeg)
        #expect(try await fixture.repository.rule(for: goal) == .alreadyCertified)
    }

    /// A goal on `schedule` over the period, created at 08:00 on its first day.
    static func goal(_ schedule: GoalSchedule, from: String, to: String) -> Goal {
        Goal(
            id: "g", categoryID: "c", title: "t", subtitle: "", period: F.period(from, to), window: .standard,
            schedule: schedule, createdAt: DateProvider.parseISO8601("\(from)T08:00:00Z")!)
    }

    @Test("target and certified count each week up to its count; a streak counts weeks met, a short week ends it")
    func progress() {
        // Wed 2024-05-01 … Sat 2024-05-18: weeks of 4, 7 and 7 days, asking 3 each.
        let goal = Self.goal(.times(3, per: .week), from: "2024-05-01", to: "2024-05-18")
        let certified = Set(["01", "02", "03", "04", "06", "12", "13", "14"].map { F.day("2024-05-\($0)") })
        let progress = GoalProgress(goal: goal, certifiedDays: certified, today: F.day("2024-05-15"), timeZone: .gmt)
        #expect(progress.target == 9 && progress.certified == 7, "the first week's fourth photo does not count twice")
        #expect(progress.streakUnit == .week)
        #expect(progress.currentStreak == 1 && progress.longestStreak == 1, "the week of one photo ended the first run")
        let steady = Set(["01", "02", "03", "06", "07", "08", "12", "13", "14"].map { F.day("2024-05-\($0)") })
        let met = GoalProgress(goal: goal, certifiedDays: steady, today: F.day("2024-05-15"), timeZone: .gmt)
        #expect(met.currentStreak == 3 && met.percent == 100, "three weeks met: a streak of 3 weeks, not 9 days")
        #expect(met.strength >= progress.strength && progress.strength > 0)
        let sunday = GoalProgress(
            goal: goal, certifiedDays: steady.filter { $0 <= F.day("2024-05-12") }, today: F.day("2024-05-12"),
            timeZone: .gmt)
        #expect(sunday.currentStreak == 2, "this week is still open with one of its three: it does not break the run")
    }

    @Test("Loop's score for a count: every day moves towards the share of twice the count done in the last 14 days")
    func strength() {
        let goal = Self.goal(.times(2, per: .week), from: "2024-01-01", to: "2024-12-31")
        // Twice every week (Mondays and Thursdays) for half a year: the trailing week always holds 2.
        let twiceWeekly = Set(
            goal.period.days.filter { [.mon, .thu].contains($0.weekday) && $0 < F.day("2024-07-01") })
        let strong = GoalProgress(goal: goal, certifiedDays: twiceWeekly, today: F.day("2024-07-01"), timeZone: .gmt)
        #expect(strong.strength >= 95)
        // Then a month of nothing: m = 0.5^(√(2/7)/13) a day for 31 days, the first two weeks of
        // them still holding the last photos.
        let later = GoalProgress(goal: goal, certifiedDays: twiceWeekly, today: F.day("2024-08-01"), timeZone: .gmt)
        let m = pow(0.5, (2.0 / 7.0).squareRoot() / 13)
        let (low, high) = (Double(strong.strength) * pow(m, 31) - 1, Double(strong.strength) * pow(m, 17) + 1)
        #expect(low <= Double(later.strength) && Double(later.strength) <= high, "\(later.strength)")
    }

    /// Issue #56: Mosaic scored N-a-week goals on a 7-day window where Loop doubles the count
    /// and the window for a yes-or-no habit asked less than daily (Sickness 84 against Loop's 97.7).
    @Test("a weekly goal kept on a different day each week stays strong, as Loop scores it")
    func irregularWeekly() {
        let goal = Self.goal(.times(1, per: .week), from: "2024-01-01", to: "2024-12-29")
        // Monday one week, Sunday the next: gaps of 13 days, never a week missed.
        let alternating = Set(
            goal.period.days.filter { day in
                let week = F.day("2024-01-01").days(to: day) / 7
                return week % 2 == 0 ? day.weekday == .mon : day.weekday == .sun
            })
        let progress = GoalProgress(goal: goal, certifiedDays: alternating, today: F.day("2024-12-29"), timeZone: .gmt)
        #expect(progress.strength >= 95, "a 7-day window would give about 55: \(progress.strength)")
        #expect(progress.streakUnit == .week && progress.currentStreak == progress.longestStreak)
    }

    @Test("the month calendar: no day is missed; a day to come is asked for only when its week needs every day left")
    func month() async throws {
        let fixture = try F(now: "2024-05-05T09:30:00Z")
        let goal = try await fixture.goal(from: "2024-05-05", to: "2024-05-25", schedule: .times(2, per: .week))
        let certified: Set = [F.day("2024-05-05"), F.day("2024-05-06")]
        let month = GoalMonth(goal, month: F.day("2024-05-01"), certified: certified, today: F.day("2024-05-08"))
        #expect(month.mark(F.day("2024-05-06")) == .certified)
        #expect(month.mark(F.day("2024-05-07")) == .notRequired, "a day gone by is not a miss")
        #expect(month.mark(F.day("2024-05-09")) == .notRequired, "this week already has its 2")
        #expect(month.mark(F.day("2024-05-08")) == .notRequired, "nor today, in a week already done")
        #expect(
            month.mark(F.day("2024-05-12")) == .notRequired && month.mark(F.day("2024-05-26")) == .outside,
            "a week of 7 days asking 2 asks for none of them in particular")
        // Friday of a week with nothing yet: its 2 photos need today and Saturday.
        let late = GoalMonth(goal, month: F.day("2024-05-01"), certified: certified, today: F.day("2024-05-17"))
        #expect(late.mark(F.day("2024-05-17")) == .todayOpen && late.mark(F.day("2024-05-18")) == .future)
        #expect(late.mark(F.day("2024-05-20")) == .notRequired)
    }

    @Test("an edit to a smaller count names the photos past it; they are kept")
    func editRechecksCount() async throws {
        let (fixture, goal) = try await threeAWeekCertifiedSundayToTuesday()
        var form = GoalForm(goal)
        form.schedule = .times(2, per: .week)
        let edited = try await fixture.repository.updateGoal(goal, with: form)
        #expect(try await fixture.repository.photosBreakingRules(of: edited).map(\.day) == [F.day("2024-05-07")])
        #expect(try await fixture.repository.progress(of: edited).certified == 2)
    }

    @Test("the reminders repeat daily for a count, with the count in the description")
    func reminders() async throws {
        let fixture = try F(now: "2024-05-05T10:00:00Z")
        let goal = try await fixture.goal(from: "2024-05-05", to: "2024-05-25", schedule: .times(3, per: .week))
        let calendar = ReminderCalendar.render(
            [goal], categories: try await fixture.repository.categories(), stamp: Date(), language: .korean)
        #expect(calendar.contains("RRULE:FREQ=DAILY;UNTIL=20240525T235959") && calendar.contains("주 3회"))
    }

    /// Issue #57: a form's separate fields are read by the feature, not rebuilt into an argument.
    @Test("a form's count, window and target fields are read as typed; bad ones say what was typed (65)")
    func formFields() throws {
        #expect(try GoalSchedule.count(" 3 ", per: .week) == .times(3, per: .week))
        #expect(GoalSchedule.times(3, per: .month).countUnit == .month && GoalSchedule.everyDay.countTimes == nil)
        for times in ["0", "8", "x", ""] {
            #expect(throws: UserError.self, "\(times)") { try GoalSchedule.count(times, per: .week) }
        }
        #expect(try CertificationWindow(start: "07:00", end: "09:30").argument == "07:00-09:30")
        let window = #expect(throws: UserError.self) { try CertificationWindow(start: "7시", end: "09:00") }
        #expect(window?.category == .invalidInput && window?.message.english.contains("7시-09:00") == true)
        let measure = try GoalMeasure(target: "1,200", unit: " m ", direction: .atLeast)
        #expect(measure.target == 1_200 && measure.unit == "m")
        let bad = #expect(throws: UserError.self) { try GoalMeasure(target: "abc", unit: "km", direction: .atMost) }
        #expect(bad?.category == .invalidInput && bad?.message.english.contains("'abc'") == true)
    }
}
