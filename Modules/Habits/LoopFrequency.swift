import Core

/// Loop Habit Tracker's frequencies ("`n` times every `d` days") as Mosaic's schedules:
/// every day, `n` a week (d = 7) or `n` a month (d = 30 or 31) are the same thing; any
/// other is rounded to the nearest count a week (or a month, under once a week), with a
/// line saying so.
enum LoopFrequency {
    /// The schedule, and for an approximation what it became, in words.
    static func schedule(_ numerator: Int, per denominator: Int) -> (GoalSchedule, approximated: String?) {
        switch denominator {
        case 1: return (.everyDay, nil)
        case 7: return (numerator >= 7 ? .everyDay : .times(numerator, per: .week), nil)
        case 30, 31: return (.times(min(numerator, GoalSchedule.Unit.month.maximum), per: .month), nil)
        default: break
        }
        let perWeek = Double(numerator) * 7 / Double(denominator)
        let schedule: GoalSchedule
        if perWeek >= 6.5 {
            schedule = .everyDay
        } else if perWeek >= 1 {
            schedule = .times(Int(perWeek.rounded()), per: .week)
        } else {
            schedule = .times(max(1, Int((Double(numerator) * 30 / Double(denominator)).rounded())), per: .month)
        }
        let loop = numerator == 1 ? "once every \(denominator) days" : "\(numerator) times every \(denominator) days"
        return (schedule, "\(loop) became \(schedule.summary.english.lowercased())")
    }
}
