import Habits
import Testing

@Suite("Habits: a goal's month, as both fronts draw it")
struct GoalMonthTests {
    func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay { CalendarDay(year: year, month: month, day: day)! }

    @Test(
        "certified, missed, today open or closed, days to come; days it does not ask for and days outside the period told apart (#47)"
    )
    func marks() async throws {
        let fixture = try HabitsFixture(now: "2024-05-01T09:30:00Z")
        let goal = try await fixture.goal("운동", from: "2024-05-06", to: "2024-05-24", days: .weekdays)
        let month = GoalMonth(
            goal, month: day(2024, 5, 20), certified: [day(2024, 5, 6), day(2024, 5, 8)], today: day(2024, 5, 15))
        #expect(month.first == day(2024, 5, 1))
        #expect(month.mark(day(2024, 5, 6)) == .certified)
        #expect(month.mark(day(2024, 5, 7)) == .missed, "a Tuesday gone by without a photo")
        #expect(month.mark(day(2024, 5, 15)) == .todayOpen, "today can still be certified")
        #expect(month.mark(day(2024, 5, 24)) == .future)
        #expect(month.mark(day(2024, 5, 11)) == .notRequired, "a Saturday is not a certification day")
        #expect(
            month.mark(day(2024, 5, 4)) == .outside && month.mark(day(2024, 5, 27)) == .outside, "outside the period")
        #expect(month.mark(day(2024, 5, 12)) == .notRequired, "a Sunday to come is not asked for either")
        var skipping = goal
        skipping.skipped = [day(2024, 5, 7)]
        #expect(
            GoalMonth(skipping, month: day(2024, 5, 20), certified: [], today: day(2024, 5, 15)).mark(day(2024, 5, 7))
                == .skipped)
        let late = GoalMonth(goal, month: day(2024, 5, 20), certified: [], today: day(2024, 5, 15), todayClosed: true)
        #expect(late.mark(day(2024, 5, 15)) == .todayClosed, "today after its window")
        // May 2024 starts on a Wednesday: three blanks, then 31 days, in 5 weeks.
        #expect(month.weeks.count == 5 && month.weeks.allSatisfy { $0.count == 7 })
        #expect(month.weeks[0].prefix(3).allSatisfy { $0 == nil } && month.weeks[0][3] == day(2024, 5, 1))
        #expect(month.weeks.last?.compactMap { $0 }.last == day(2024, 5, 31))
    }

    /// Issue #56: a weekdays goal made after its window on its first day drew that day missed.
    @Test("a day that was never a certification day (its window closed when the goal was made) is not missed")
    func madeAfterTheWindow() async throws {
        let fixture = try HabitsFixture(now: "2024-05-06T22:30:00Z")
        let goal = try await fixture.goal("운동", from: "2024-05-06", to: "2024-05-24", days: .weekdays)
        let certifiable = Set(goal.certifiableDays(in: .gmt))
        let month = GoalMonth(
            goal, month: day(2024, 5, 6), certified: [], today: day(2024, 5, 8), certifiable: certifiable)
        #expect(month.mark(day(2024, 5, 6)) == .notRequired, "made at 22:30, after its 09:00–21:00 window")
        #expect(month.mark(day(2024, 5, 7)) == .missed)
        let detail = try await fixture.repository.detail(of: goal.id)
        #expect(detail.month.mark(day(2024, 5, 6)) != .missed)
    }

    @Test("the months before and after cross the year")
    func neighbours() async throws {
        let fixture = try HabitsFixture(now: "2024-12-01T09:30:00Z")
        let goal = try await fixture.goal("운동", from: "2024-12-01", to: "2024-12-31")
        #expect(
            GoalMonth(goal, month: day(2024, 12, 15), certified: [], today: day(2024, 12, 15)).next == day(2025, 1, 1))
        #expect(
            GoalMonth(goal, month: day(2024, 1, 31), certified: [], today: day(2024, 12, 15)).previous
                == day(2023, 12, 1))
    }
}
