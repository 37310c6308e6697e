import Core
import Foundation

/// Whether a goal may be certified at a moment: on a certification day, inside the
/// period and the window, once a day (the seed enforced none of it, bug 1), and for a goal
/// of some times a week or month, while that week's or month's count is not reached.
public enum CertificationRule: Sendable, Equatable {
    case allowed
    case beforePeriod
    case afterPeriod
    case notCertificationDay
    case beforeWindow
    case afterWindow
    case alreadyCertified
    /// A `times` goal already has its count of photos this week or month.
    case countReached(Int, per: GoalSchedule.Unit)

    /// Checks `now` in `timeZone` against the goal and the days it already has a photo.
    public static func check(_ goal: Goal, at now: Date, in timeZone: TimeZone, certifiedDays: Set<CalendarDay>)
        -> CertificationRule
    {
        let today = CalendarDay(now, in: timeZone)
        let minute = minuteOfDay(now, in: timeZone)
        if today < goal.period.start { return .beforePeriod }
        if today > goal.period.end { return .afterPeriod }
        if !goal.schedule.allows(today) { return .notCertificationDay }
        if certifiedDays.contains(today) { return .alreadyCertified }
        if case .times(let times, let unit) = goal.schedule,
            !goal.schedule.hasCountLeft(on: today, in: goal.period, certified: certifiedDays)
        {
            return .countReached(times, per: unit)
        }
        if minute < goal.window.start.minutes { return .beforeWindow }
        if minute > goal.window.end.minutes { return .afterWindow }
        return .allowed
    }

    /// When the goal's window next opens for a day not yet certified (now, if it is open),
    /// or nil when the period has no such day left.
    public static func nextWindow(
        _ goal: Goal, after now: Date, in timeZone: TimeZone,
        certifiedDays: Set<CalendarDay>
    ) -> Date? {
        let today = CalendarDay(now, in: timeZone)
        let minute = minuteOfDay(now, in: timeZone)
        var day = max(today, goal.period.start)
        while day <= goal.period.end {
            if goal.schedule.allows(day), !certifiedDays.contains(day),
                goal.schedule.hasCountLeft(on: day, in: goal.period, certified: certifiedDays)
            {
                if day > today || minute < goal.window.start.minutes {
                    return day.date(atMinute: goal.window.start.minutes, in: timeZone)
                }
                if minute <= goal.window.end.minutes { return now }
            }
            day = day.adding(days: 1)
        }
        return nil
    }

    static func minuteOfDay(_ date: Date, in timeZone: TimeZone) -> Int {
        LocalTime.parts(date, in: timeZone).minutes
    }

    /// Which rule failed, for the user.
    public func message(_ goal: Goal) -> Message {
        switch self {
        case .allowed: Message(en: "You can certify now.", ko: "지금 인증할 수 있어요.")
        case .beforePeriod:
            Message(en: "The goal starts on \(goal.period.start).", ko: "목표는 \(goal.period.start) 에 시작해요.")
        case .afterPeriod: Message(en: "The goal ended on \(goal.period.end).", ko: "목표는 \(goal.period.end)에 끝났어요.")
        case .notCertificationDay:
            Message(
                en: "Today is not a certification day (\(goal.schedule.summary.english)).",
                ko: "오늘은 인증하는 요일이 아니에요 (\(goal.schedule.summary.korean)).")
        case .beforeWindow:
            Message(
                en: "The certification window has not opened yet (\(goal.window.summary.english)).",
                ko: "아직 인증 시간이 아니에요 (\(goal.window.summary.korean)).")
        case .afterWindow:
            Message(
                en: "Today's certification window has closed (\(goal.window.summary.english)).",
                ko: "오늘 인증 시간이 지났어요 (\(goal.window.summary.korean)).")
        case .alreadyCertified: Message(en: "Already certified today.", ko: "오늘은 이미 인증했어요.")
        case .countReached(let times, let unit):
            Message(
                en:
                    "Already certified \(times.counted("time")) this \(unit.rawValue) (\(goal.schedule.summary.english)).",
                ko: "이번 \(unit == .week ? "주" : "달")에는 이미 \(times)번 인증했어요 (\(goal.schedule.summary.korean)).")
        }
    }
}
