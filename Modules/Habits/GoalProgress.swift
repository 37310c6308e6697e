import Core
import Foundation

/// How far a goal has come: certified days against its target, and its streaks counted in
/// the goal's own period: certification days on fixed weekdays (a Monday–Wednesday–Friday
/// goal certified Mon, Wed, Fri has a streak of 3 days), weeks or months met for a count (a
/// goal of 3 times a week met two weeks running has a streak of 2 weeks), as Loop counts them.
public struct GoalProgress: Sendable, Equatable {
    /// What a streak counts.
    public enum StreakUnit: String, Sendable, Equatable, Codable {
        case day, week, month
    }

    /// Certification days that could still be certified when the goal was created, at
    /// most the schedule's count in each week or month.
    public let target: Int
    /// Distinct days in the period that have a photo, each week or month counting at most
    /// what it asks for.
    public let certified: Int
    /// The certifications since the last certification day (or week, or month) that went
    /// by short: today, this week or this month counts once certified and does not break
    /// the run while it is still open.
    public let currentStreak: Int
    public let longestStreak: Int
    /// Days for a goal on fixed weekdays; weeks or months for a count.
    public let streakUnit: StreakUnit
    /// The habit's strength, 0–100, as Loop Habit Tracker scores it: an exponential moving
    /// average. On fixed weekdays it runs over the certification days that have passed, in
    /// order: each moves the score towards 100 when certified and towards 0 when missed,
    /// by `1 − m` of the way, where `m = 0.5^(1/13)` (`strengthDecay`): 13 certified days
    /// in a row from nothing reach 50, and a strong habit loses half its strength over 13
    /// missed days. A goal of `n` times a week (or month) runs over every day that has
    /// passed with Loop's `m = 0.5^(√(n/7)/13)` (`/30` for a month), each day moving it
    /// towards the share of `n` certified in the 7 (30) days ending that day. Today counts
    /// once certified; an open today does not pull it down. Unlike a streak, one miss costs
    /// a little, not everything.
    public let strength: Int

    /// How much of the score each certification day of a weekday goal keeps: `0.5^(1/13)`.
    public static let strengthDecay = pow(0.5, 1.0 / 13.0)

    /// `count` of the streak's unit in words: "3 days", "2 weeks" / "3일", "2주".
    public func streak(_ count: Int) -> Message {
        switch streakUnit {
        case .day: Message(en: count == 1 ? "1 day" : "\(count) days", ko: "\(count)일")
        case .week: Message(en: count == 1 ? "1 week" : "\(count) weeks", ko: "\(count)주")
        case .month: Message(en: count == 1 ? "1 month" : "\(count) months", ko: "\(count)개월")
        }
    }

    /// Never above 1 (the seed's ring could pass 100%).
    public var fraction: Double { target == 0 ? 0 : min(1, Double(certified) / Double(target)) }

    /// Whole percent, 0–100.
    public var percent: Int { Int((fraction * 100).rounded(.down)) }

    public init(goal: Goal, certifiedDays: Set<CalendarDay>, today: CalendarDay, timeZone: TimeZone) {
        // Each of the period's days asked once, by its place: the goal list works this out for
        // every goal on every visit, over years of imported days.
        let days = goal.period.days
        let ordinals = days.map(\.ordinal)
        let todayOrdinal = today.ordinal
        let last = max(ordinals.last ?? todayOrdinal, todayOrdinal)
        let marks = DayMarks(certifiedDays, from: ordinals.first ?? todayOrdinal, through: last)
        let isCertified = ordinals.map(marks.contains)
        let allowed = days.map(goal.schedule.allows)
        // A certified day always counts, even one outside what creation allowed for; a skipped
        // day is asked for by nobody: it neither counts nor breaks a run.
        let certifiable = goal.isCertifiable(in: timeZone)
        let counts = days.indices.map { certifiable(days[$0]) || isCertified[$0] }
        let quotas = goal.schedule.quotaPlaces(days: days, counts: counts, allowed: allowed).filter { $0.times > 0 }
        let done = quotas.map { quota in min(quota.times, quota.places.count { isCertified[$0] }) }
        target = quotas.reduce(0) { $0 + $1.times }
        certified = done.reduce(0, +)
        var longest = 0
        var run = 0
        var current = 0
        streakUnit =
            switch goal.schedule {
            case .weekdays: .day
            case .times(_, .week): .week
            case .times(_, .month): .month
            }
        // A day of a weekday goal adds itself; a week or month of a count adds one once met.
        // The open one (today, this week or month) adds once met and never breaks the run.
        for (quota, count) in zip(quotas, done) {
            let isOpen = days[quota.places.upperBound - 1] >= today
            let met = count >= quota.times
            run = met ? run + (streakUnit == .day ? count : 1) : isOpen ? run : 0
            longest = max(longest, run)
            if days[quota.places.lowerBound] <= today { current = run }
        }
        longestStreak = longest
        currentStreak = current
        // The days that have passed, each with whether it was certified.
        var passed = days.indices.filter { place in
            counts[place] && allowed[place] && days[place] <= today && (days[place] < today || isCertified[place])
        }
        .map { (ordinal: ordinals[$0], certified: isCertified[$0]) }
        // An archived habit is no longer done: its strength goes on fading to today, as Loop's does.
        if goal.isArchived, goal.period.end < today {
            passed += (1..<goal.period.end.days(to: today)).map { goal.period.end.adding(days: $0) }
                .filter(goal.schedule.allows)
                .map { (ordinal: $0.ordinal, certified: marks.contains($0.ordinal)) }
        }
        let score: Double =
            switch goal.schedule {
            case .weekdays:
                passed.reduce(0) { score, day in
                    score * Self.strengthDecay + (day.certified ? 1 - Self.strengthDecay : 0)
                }
            case .times(let times, let unit):
                Self.frequencyScore(passed.map(\.ordinal), times: times, over: unit.days, certifiedDays: certifiedDays)
            }
        strength = Int((score * 100).rounded())
    }

    /// Loop Habit Tracker's score for `times` in `window` days, over `days` (ordinals) in order. As Loop
    /// does for a yes-or-no habit asked less than daily, the count and the window are doubled
    /// (2 in 14 days for twice a week) to smooth out irregular schedules; the decay keeps the
    /// habit's own frequency.
    private static func frequencyScore(
        _ days: [Int], times: Int, over window: Int, certifiedDays: Set<CalendarDay>
    )
        -> Double
    {
        let decay = pow(0.5, (Double(times) / Double(window)).squareRoot() / 13)
        let (count, span) = times < window ? (times * 2, window * 2) : (times, window)
        // The certified days in the `span` days ending each day, as a window sliding over the
        // certified days in order: one pass, not `span` look-ups a day (years of Loop history).
        let certified = certifiedDays.map(\.ordinal).sorted()
        var (entered, left) = (0, 0)
        return days.reduce(0) { score, ordinal in
            while entered < certified.count, certified[entered] <= ordinal { entered += 1 }
            while left < entered, certified[left] <= ordinal - span { left += 1 }
            let recent = entered - left
            return score * decay + min(1, Double(recent) / Double(count)) * (1 - decay)
        }
    }
}
