import ArgumentParser
import Core
import Habits

/// The goal fields shared by `goal add` and `goal edit`.
struct GoalOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "The goal's title (unique within its category).") var title: String?
    @Option(parsing: .unconditional, help: "A description.") var subtitle: String?
    @Option(parsing: .unconditional, help: "First day: 2024-05-01, today or tomorrow (a new goal: today or later).")
    var from: String?
    @Option(parsing: .unconditional, help: "Last day, included (default for a new goal: 30 days from --from).") var to:
        String?
    @Option(parsing: .unconditional, help: "Certification days: daily, weekdays, weekend or a list like mon,wed,fri.")
    var days: String?
    @Option(parsing: .unconditional, help: "Certification window HH:mm-HH:mm (default 09:00-21:00).") var window:
        String?

    /// `form` with the given options applied.
    func apply(to form: GoalForm, today: CalendarDay, isNew: Bool) throws(UserError) -> GoalForm {
        var form = form
        if let title { form.title = title }
        if let subtitle { form.subtitle = subtitle }
        if let days { form.days = try HabitsArguments.days(days) }
        if let window { form.window = try CertificationWindow(argument: window) }
        let start =
            try from.map { text throws(UserError) in try HabitsArguments.day(text, today: today) }
            ?? form.period?.start ?? today
        var end =
            try to.map { text throws(UserError) in try HabitsArguments.day(text, today: today) } ?? form.period?.end
        if isNew, to == nil { end = GoalPeriod.newGoal(from: start).end }
        if let end, from != nil || to != nil || form.period == nil {
            form.period = try GoalPeriod(start: start, end: end)
        }
        return form
    }
}
