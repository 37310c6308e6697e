import Foundation

/// How far a goal has come: certified days against its target, and its streaks counted
/// in certification days (a Monday–Wednesday–Friday goal certified Mon, Wed, Fri has a
/// streak of 3).
public struct GoalProgress: Sendable, Equatable {
    /// Certification days that could still be certified when the goal was created.
    public let target: Int
    /// Distinct certification days in the period that have a photo.
    public let certified: Int
    /// The run of certified certification days ending at the last one that has passed
    /// (today counts once certified; an open today does not break the run).
    public let currentStreak: Int
    public let longestStreak: Int

    /// Never above 1 (the seed's ring could pass 100%).
    public var fraction: Double { target == 0 ? 0 : min(1, Double(certified) / Double(target)) }

    /// Whole percent, 0–100.
    public var percent: Int { Int((fraction * 100).rounded(.down)) }

    public init(goal: Goal, certifiedDays: Set<CalendarDay>, today: CalendarDay, timeZone: TimeZone) {
        // A certified day always counts, even one outside what creation allowed for.
        let certifiable = Set(goal.certifiableDays(in: timeZone))
        let days = goal.period.certificationDays(goal.days).filter {
            certifiable.contains($0) || certifiedDays.contains($0)
        }
        target = days.count
        certified = days.filter(certifiedDays.contains).count
        var longest = 0
        var run = 0
        for day in days {
            run = certifiedDays.contains(day) ? run + 1 : 0
            longest = max(longest, run)
        }
        longestStreak = longest
        var current = 0
        for day in days.reversed() where day <= today {
            if certifiedDays.contains(day) {
                current += 1
            } else if day == today {
                continue
            } else {
                break
            }
        }
        currentStreak = current
    }
}
