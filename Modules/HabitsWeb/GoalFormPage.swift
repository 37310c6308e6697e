import Core
import FeatureContract
import Foundation
import Habits
import PageKit
import Persistence

/// "새 목표" and a goal's edit: the title and subtitle, the period picked on this month's
/// and next month's calendar by the seed's tap rules (a new goal starts as the 30 days
/// from today), the certification window as two time pickers, and the days (fixed weekdays,
/// or some times a week or a month on any days); "저장" is
/// enabled only when `GoalFormViewModel` finds no problem, and a saved goal opens its page.
/// Every day and weekday is a button, so the whole form works by keyboard.
struct GoalFormPage {
    /// Categories, goals and certifications.
    let habits: Provided<HabitsRepository>
    /// The clock its view-model's timers run on.
    let clock: any Clock<Duration>

    @Sendable func create(_ request: WebRequest) async throws -> WebResponse {
        let repository = try habits()
        let category = try await repository.category(try request.recordID(HabitsRoutes.renameCategory))
        let form = GoalForm(categoryID: category.id, period: GoalPeriod.newGoal(from: repository.today))
        return try await page(category: category, editing: nil, form: form, request)
    }

    @Sendable func edit(_ request: WebRequest) async throws -> WebResponse {
        let repository = try habits()
        let goal = try await repository.goal(try request.recordID(HabitsRoutes.goal))
        let category = try await repository.category(goal.categoryID)
        return try await page(category: category, editing: goal, form: GoalForm(goal), request)
    }

    /// POST (JavaScript off) for a new goal: the fields read as the live ones are, saved
    /// once per form by the same rules, or the form again with every problem.
    @Sendable func submitCreate(_ request: WebRequest) async throws -> WebResponse {
        let repository = try habits()
        let category = try await repository.category(try request.recordID(HabitsRoutes.renameCategory))
        let (form, unread) = Self.submitted(
            request, categoryID: category.id, default: GoalForm(categoryID: category.id))
        do {
            guard unread.isEmpty else {
                throw UserError(HabitsMessages.goalInvalid, category: .invalidInput, details: unread)
            }
            return .redirect(
                try await request.submittedForms.once(request.form.value(.token)) {
                    HabitsRoutes.goal(try await repository.addGoal(form).id)
                })
        } catch let error as UserError where error.category == .invalidInput {
            return try await page(
                category: category, editing: nil, form: form, request, problems: [error.message] + error.details)
        }
    }

    /// POST (JavaScript off) for an edit.
    /// The form carries the version it was drawn from: when a field it writes was changed
    /// elsewhere since, nothing is saved and the form comes back with what was typed, the
    /// change in words, and the newer version as its own (saving again keeps what was typed).
    @Sendable func submitEdit(_ request: WebRequest) async throws -> WebResponse {
        let repository = try habits()
        let stored = try await repository.goal(try request.recordID(HabitsRoutes.goal))
        let goal = EditedVersion.original(in: request.form, current: stored)
        let category = try await repository.category(goal.categoryID)
        let (form, unread) = Self.submitted(request, categoryID: category.id, default: GoalForm(goal))
        do {
            guard unread.isEmpty else {
                throw UserError(HabitsMessages.goalInvalid, category: .invalidInput, details: unread)
            }
            _ = try await repository.updateGoal(goal, with: form)
            return .redirect(HabitsRoutes.goal(goal.id))
        } catch let error as UserError where error.category == .invalidInput {
            return try await page(
                category: category, editing: goal, form: form, request, problems: [error.message] + error.details)
        } catch {
            guard let changes = StaleEditNotice.changes(in: error) else { throw error }
            let notice = StaleEditNotice.html(
                changes, labels: Self.fieldLabels, typed: ["title": form.title, "subtitle": form.subtitle],
                reopen: HabitsRoutes.editGoal(goal.id), request)
            let newer = try await repository.goal(goal.id)
            return try await page(category: category, editing: newer, form: form, request, notice: notice)
        }
    }

    /// The form's labels by the stored field each one writes.
    static let fieldLabels: [String: Message] = [
        "title": HabitsWebMessages.title, "subtitle": HabitsWebMessages.subtitle, "period": HabitsWebMessages.period,
        "window": HabitsWebMessages.window, "days": HabitsWebMessages.days, "measure": HabitsWebMessages.measure,
    ]

    /// The goal a form without JavaScript sent: its period from the two date fields, its
    /// days from the checkboxes or its count; what cannot be read is left out, so the rules
    /// name it, and a count out of range is named with the other problems.
    private static func submitted(_ request: WebRequest, categoryID: RecordID<HabitCategory>, default form: GoalForm)
        -> (
            GoalForm, [Message]
        )
    {
        let fields = request.form
        var sent = form
        sent.title = fields[.title]
        sent.subtitle = fields[.subtitle]
        if let window = try? CertificationWindow(start: fields[.windowStart], end: fields[.windowEnd]) {
            sent.window = window
        }
        sent.period = CalendarDay(fields[.start]).flatMap { start in
            CalendarDay(fields[.end]).flatMap { try? GoalPeriod(start: start, end: $0) }
        }
        let weekdays = WeekdaySet(Set(fields.values(.days).compactMap { Int($0).flatMap(Weekday.init(rawValue:)) }))
        sent.schedule = .weekdays(weekdays)
        var unread: [Message] = []
        do {
            if let count = try count(unit: fields[.unit], times: fields[.times]) { sent.schedule = count }
        } catch {
            unread.append(error.message)
        }
        // Only a new goal's form has the choice; an edit keeps who keeps it.
        if !fields[.keptBy].isEmpty { sent.keptBy = GoalKeepers(rawValue: fields[.keptBy]) }
        do {
            sent.measure = try measure(
                direction: fields[.measureDirection], target: fields[.measureTarget], unit: fields[.measureUnit])
        } catch {
            unread.append(error.message)
        }
        return (sent, unread)
    }

    /// The measure the three controls name, or nil when "a photo is enough" is picked.
    private static func measure(direction: String, target: String, unit: String) throws(UserError) -> GoalMeasure? {
        guard let direction = GoalMeasure.Direction(rawValue: direction) else { return nil }
        return try GoalMeasure(target: target, unit: unit, direction: direction)
    }

    /// The count the two controls name: `times` a week or month, or nil on fixed weekdays.
    private static func count(unit: String, times: String) throws(UserError) -> GoalSchedule? {
        guard let unit = GoalSchedule.Unit(rawValue: unit) else { return nil }
        return try GoalSchedule.count(times, per: unit)
    }

    private func page(
        category: HabitCategory, editing: Goal?, form: GoalForm, _ request: WebRequest,
        problems: [Message] = [], notice: HTML = .empty
    ) async throws -> WebResponse {
        let repository = try habits()
        let others = try await repository.goals(in: category.id).filter { $0.id != editing?.id }.map(\.title)
        let session = request.openSession()
        // How often is a kind and a count; a count out of range says why until it is not.
        let often = session.relay(
            (unit: Self.unitName(form.schedule), times: Self.timesText(form.schedule)),
            [.scheduleUnit: { $0.unit = $1 }, .scheduleTimes: { $0.times = $1 }])
        // The two pickers make one window; one the other cannot follow says why until it can.
        let window = session.relay(
            (start: form.window.start.description, end: form.window.end.description),
            [.windowStart: { $0.start = $1 }, .windowEnd: { $0.end = $1 }])
        // A measure is a direction, a target and a unit; a target that is not a number says why.
        let measure = session.relay(
            (
                direction: form.measure?.direction.rawValue ?? "",
                target: form.measure.map { GoalMeasure.format($0.target) } ?? "", unit: form.measure?.unit ?? ""
            ),
            [
                .measureDirection: { $0.direction = $1 }, .measureTarget: { $0.target = $1 },
                .measureUnit: { $0.unit = $1 },
            ])
        let output = session.transform(
            GoalFormViewModel(
                repository: repository, clock: clock, category: category, editing: editing,
                otherTitles: others, initial: form),
            .init(
                title: session.events(.title), subtitle: session.events(.subtitle),
                dayTap: session.events(.day).compactMapStream(CalendarDay.init),
                window: session.checked(window.values()) { try CertificationWindow(start: $0.start, end: $0.end) },
                weekdayTap: session.events(.weekday).compactMapStream { Int($0).flatMap(Weekday.init(rawValue:)) },
                count: session.checked(often.values()) { try Self.count(unit: $0.unit, times: $0.times) },
                measure: session.checked(measure.values()) {
                    try Self.measure(direction: $0.direction, target: $0.target, unit: $0.unit)
                },
                keptBy: session.events(.keptBy).mapStream { GoalKeepers(rawValue: $0) },
                save: session.taps(.save))
        )
        session.on(output.saved) { .navigate(HabitsRoutes.goal($0.id)) }
        session.renderFailures(output.failure, saveAsNew: editing == nil ? nil : HabitsRoutes.newGoal(category.id))
        // A new goal lists nothing wrong before something is typed.
        let pristine = editing == nil && problems.isEmpty && form.title.isEmpty
        let drawn = await session.renderFirst(output.state.markingFirst(), into: .goalForm) {
            Self.fields($0.element, today: repository.today, request, listsProblems: !($0.isFirst && pristine))
        }
        let audience = await AudienceField.html(request, Goal.self, id: editing?.id, session: session)
        let title =
            editing.map { "\($0.title) · \(request.text(HabitsWebMessages.editGoal))" }
            ?? "\(category.title) · \(request.text(HabitsWebMessages.newGoal))"
        return .page(
            title: title,
            body: """
                <form method="post" action="\(editing.map { HabitsRoutes.editGoal($0.id) } ?? HabitsRoutes.newGoal(category.id))" \
                class="stack">
                <input type="hidden" name="\(field: .token)" value="\(SubmittedForms.newToken())">\(editing.map { EditedVersion.input($0) } ?? .empty)\(notice)
                <div id="\(target: .failure)">\(problems.isEmpty ? HTML.empty : "<div role=\"alert\">\(FailureLine.list(problems, request.language))</div>")</div>
                <label>\(request.text(HabitsWebMessages.title))<input name="\(field: .title)" data-live="\(event: .title)" value="\(form.title)"></label>
                <label>\(request.text(HabitsWebMessages.subtitle))<input name="\(field: .subtitle)" data-live="\(event: .subtitle)" value="\(form.subtitle)"></label>
                <fieldset class="chips"><legend>\(request.text(HabitsWebMessages.window))</legend>
                <label>\(request.text(HabitsWebMessages.windowStart)) <input type="time" name="\(field: .windowStart)" data-live="\(event: .windowStart)" \
                value="\(form.window.start.description)"></label>
                <label>\(request.text(HabitsWebMessages.windowEnd)) <input type="time" name="\(field: .windowEnd)" data-live="\(event: .windowEnd)" \
                value="\(form.window.end.description)"></label></fieldset>
                \(Self.howOften(form.schedule, request))
                \(Self.measureFields(form.measure, request))
                \(editing == nil ? Self.keepersField(form.keptBy, request) : HTML.empty)
                \(audience)
                <noscript>\(Self.withoutScript(form, request))</noscript>
                <div id="\(target: .goalForm)">\(drawn)</div>
                <p><a class="button plain" href="\(editing.map { HabitsRoutes.goal($0.id) } ?? HabitsRoutes.goals.path)">\(request.text(HabitsWebMessages.cancel))</a></p>
                </form>
                """, session: session)
    }

    static func fields(_ state: GoalFormState, today: CalendarDay, _ request: WebRequest, listsProblems: Bool = true)
        -> HTML
    {
        let period = state.form.period
        let months = [0, 1].map { offset -> HTML in
            let shown = MonthCalendar.shifted(year: today.year, month: today.month, by: offset)
            return MonthCalendar.grid(year: shown.year, month: shown.month, request) { day in
                if state.selection.isDisabled(day) { return "<span class=\"muted\">\(day.day)</span>" }
                let on = period?.contains(day) == true
                return """
                    <button type="button" class="day\(on ? " done" : "")" data-tap="\(event: .day)" data-value="\(day.description)" \
                    aria-pressed="\(on ? "true" : "false")" aria-label="\(day.description)">\(day.day)</button>
                    """
            }
        }
        let weekdays = state.form.schedule.weekdays.map { days in
            Weekday.allCases.map { day -> HTML in
                let on = days.contains(day)
                return """
                    <button type="button" class="chip\(on ? " on" : "")" data-tap="\(event: .weekday)" data-value="\(day.rawValue)" \
                    aria-pressed="\(on ? "true" : "false")">\(request.text(day.label))</button>
                    """
            }
        }
        let chips: HTML =
            weekdays.map { "<p>\(request.text(HabitsWebMessages.days))</p><div class=\"chips\">\($0)</div>" } ?? .empty
        return """
            <p>\(request.text(HabitsWebMessages.period)): <strong id="period">\(request.text(state.periodText))</strong></p>
            <div class="stack">\(months)</div>
            \(chips)
            <p class="muted" style="white-space:pre-line">\(request.text(state.timeText))</p>
            <div id="problems">\(FailureLine.list(listsProblems ? state.problems : [], request.language))</div>
            <p>\(SubmitButton.html(request.text(HabitsWebMessages.save), event: .save, enabled: state.canSave))</p>
            """
    }

    /// How often: on fixed weekdays (the chips), or a count a week or month on any days. Not
    /// redrawn while the form is live, so the count keeps its focus while typed.
    static func howOften(_ schedule: GoalSchedule, _ request: WebRequest) -> HTML {
        let options = [
            ("days", HabitsWebMessages.onWeekdays), ("week", HabitsWebMessages.perWeek),
            ("month", HabitsWebMessages.perMonth),
        ].map { value, label -> HTML in
            "<option value=\"\(value)\"\(Self.unitName(schedule) == value ? " selected" : "")>\(request.text(label))</option>"
        }
        return """
            <fieldset class="chips"><legend>\(request.text(HabitsWebMessages.howOften))</legend>
            <select name="\(field: .unit)" aria-label="\(request.text(HabitsWebMessages.howOften))" data-live="\(event: .scheduleUnit)">\(options)</select>
            <label>\(request.text(HabitsWebMessages.times)) <input type="number" name="\(field: .times)" min="1" max="31" \
            data-live="\(event: .scheduleTimes)" value="\(Self.timesText(schedule))"></label></fieldset>
            """
    }

    /// A measurable goal's direction, target and unit ("at least 10 km"); not redrawn while
    /// the form is live, so a field keeps its focus while typed.
    /// "함께 지키기" on a new goal: one's own, or the household's (anyone, or each member).
    static func keepersField(_ keptBy: GoalKeepers?, _ request: WebRequest) -> HTML {
        let options = ([nil] + GoalKeepers.allCases.map(Optional.some)).map { keepers -> HTML in
            let label = keepers.map { request.text($0.label) } ?? request.text(HabitsWebMessages.keptByMe)
            return
                "<option value=\"\(keepers?.rawValue ?? "")\"\(keepers == keptBy ? " selected" : "")>\(label)</option>"
        }
        return """
            <label>\(request.text(HabitsWebMessages.keptBy)) <select name="\(field: .keptBy)" data-live="\(event: .keptBy)">\(HTML(joining: options))</select></label>
            """
    }

    static func measureFields(_ measure: GoalMeasure?, _ request: WebRequest) -> HTML {
        let options = [
            ("", HabitsWebMessages.notMeasured), ("atLeast", HabitsWebMessages.atLeast),
            ("atMost", HabitsWebMessages.atMost),
        ].map { value, label -> HTML in
            let selected = (measure?.direction.rawValue ?? "") == value
            return "<option value=\"\(value)\"\(selected ? " selected" : "")>\(request.text(label))</option>"
        }
        return """
            <fieldset class="chips"><legend>\(request.text(HabitsWebMessages.measure))</legend>
            <select name="\(field: .measureDirection)" aria-label="\(request.text(HabitsWebMessages.measure))" data-live="\(event: .measureDirection)">\(options)</select>
            <label>\(request.text(HabitsWebMessages.targetValue)) <input type="number" name="\(field: .measureTarget)" step="any" min="0" \
            inputmode="decimal" data-live="\(event: .measureTarget)" value="\(measure.map { GoalMeasure.format($0.target) } ?? "")"></label>
            <label>\(request.text(HabitsWebMessages.unit)) <input name="\(field: .measureUnit)" size="6" data-live="\(event: .measureUnit)" \
            value="\(measure?.unit ?? "")"></label></fieldset>
            """
    }

    /// `week` or `month` for a count, `days` on fixed weekdays: the form's choice.
    static func unitName(_ schedule: GoalSchedule) -> String {
        schedule.countUnit?.rawValue ?? "days"
    }

    /// The count as the form's field shows it (3 until one is picked).
    static func timesText(_ schedule: GoalSchedule) -> String {
        schedule.countTimes.map(String.init) ?? "3"
    }

    /// What stands in for the tapped calendar and day chips without JavaScript: the first
    /// and last day as date fields, the days as checkboxes.
    static func withoutScript(_ form: GoalForm, _ request: WebRequest) -> HTML {
        let days = Weekday.allCases.map { day -> HTML in
            """
            <label class="chip"><input type="checkbox" name="\(field: .days)" value="\(day.rawValue)"\(form.schedule.weekdays?.contains(day) == true ? " checked" : "")> \
            \(request.text(day.label))</label>
            """
        }
        return """
            <fieldset class="chips"><legend>\(request.text(HabitsWebMessages.period))</legend>
            <label>\(request.text(HabitsWebMessages.windowStart)) <input type="date" name="\(field: .start)" value="\(form.period?.start.description ?? "")"></label>
            <label>\(request.text(HabitsWebMessages.windowEnd)) <input type="date" name="\(field: .end)" value="\(form.period?.end.description ?? "")"></label>
            </fieldset>
            <fieldset class="chips"><legend>\(request.text(HabitsWebMessages.days))</legend>\(days)</fieldset>
            """
    }
}
