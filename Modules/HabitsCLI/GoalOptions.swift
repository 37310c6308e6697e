import ArgumentParser
import CommandKit
import Core
import Habits

/// The goal fields shared by `goal add` and `goal edit`.
struct GoalOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: .init(en: "The goal's title (unique within its category).", ko: "목표 제목(카테고리 안에서 겹치지 않게).")) var title:
        String?
    @Option(parsing: .unconditional, help: .init(en: "A description.", ko: "설명.")) var subtitle: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "First day: 2024-05-01, today or tomorrow (a new goal: today or later).",
            ko: "첫날: 2024-05-01, today 또는 tomorrow(새 목표는 오늘이나 그 뒤)."))
    var from: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "Last day, included (default for a new goal: 30 days from --from).",
            ko: "마지막 날, 포함(새 목표의 기본값: --from부터 30일).")) var to: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en:
                "Certification days: daily, weekdays, weekend, a list like mon,wed,fri, or any days 3/week or 10/month.",
            ko: "인증 요일: daily, weekdays, weekend, mon,wed,fri 같은 목록, 또는 아무 요일에 3/week(주3회), 10/month(월10회)."))
    var days: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "Certification window HH:mm-HH:mm (default 09:00-21:00).", ko: "인증 시간 HH:mm-HH:mm(기본값 09:00-21:00)."))
    var window: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en:
                "Make it measurable: a daily target and its unit, like '10 km' (at least; see --at-most); none removes it.",
            ko: "수치로 재는 목표: 하루 목표 수치와 단위, 예: '10 km'(이상; --at-most 참고); none 이면 없앱니다."))
    var target: String?
    @Flag(
        help: .init(
            en: "The day's value must be at most --target ('at most 2 cups').",
            ko: "하루 값이 --target 이하여야 합니다('2 cups 이하')."))
    var atMost = false

    /// The fields a terminal asks for because no flag gave them.
    var unanswered: Set<GoalFormField> {
        var fields: Set<GoalFormField> = []
        if from == nil, to == nil { fields.insert(.period) }
        if days == nil { fields.insert(.days) }
        if window == nil { fields.insert(.window) }
        if target == nil, !atMost { fields.insert(.target) }
        return fields
    }

    /// Whether no option was given.
    var isEmpty: Bool { [title, subtitle, from, to, days, window, target].allSatisfy { $0 == nil } && !atMost }

    /// `form` with the given options applied.
    func apply(to form: GoalForm, today: CalendarDay, isNew: Bool) throws(UserError) -> GoalForm {
        var form = form
        if let title { form.title = title }
        if let subtitle { form.subtitle = subtitle }
        if let days { form.schedule = try GoalSchedule.parse(argument: days) }
        if let window { form.window = try CertificationWindow(argument: window) }
        if let target {
            form.measure =
                target.trimmingWhitespace.lowercased() == "none"
                ? nil : try GoalMeasure(argument: target, direction: atMost ? .atMost : .atLeast)
        } else if atMost, var measure = form.measure {
            measure.direction = .atMost
            form.measure = measure
        }
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
