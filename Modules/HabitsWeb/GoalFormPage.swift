import Core
import Habits
import WebKit

/// "새 목표": the title and subtitle, the period picked on this month's and next month's
/// calendar by the seed's tap rules, the certification time and days; "저장" is enabled
/// only when `GoalFormViewModel` finds no problem, and a saved goal opens its page.
enum GoalFormPage {
    @Sendable static func show(_ request: WebRequest) async throws -> WebResponse {
        let repository = try request.habits
        let category = try await repository.category(request.parameter("id"))
        let others = try await repository.goals(in: category.id).map(\.title)
        let session = request.openSession()
        let output = session.transform(
            GoalFormViewModel(repository: repository, clock: request.dependencies.clock, categoryID: category.id, otherTitles: others),
            .init(title: session.events("title"), subtitle: session.events("subtitle"),
                  dayTap: session.events("day").compactMapStream(CalendarDay.init), window: session.events("window", reading: CertificationWindow.init(argument:)),
                  weekdayTap: session.events("weekday").compactMapStream { Int($0).flatMap(Weekday.init(rawValue:)) },
                  save: session.taps("save"))
        )
        session.on(output.saved) { .navigate("/habits/goals/\($0.id)") }
        session.renderFailures(output.failure)
        let form = await session.renderFirst(output.state, into: "goal-form") { fields($0, today: repository.today, request) }
        return .page(title: "\(category.title) · \(request.text(HabitsWebMessages.newGoal))", body: """
            <div class="stack">
            <div id="failure"></div>
            <label>\(request.text(HabitsWebMessages.title))<input name="title" data-live="title"></label>
            <label>\(request.text(HabitsWebMessages.subtitle))<input name="subtitle" data-live="subtitle"></label>
            <label>\(request.text(HabitsWebMessages.window))<input name="window" data-live="window" value="\(CertificationWindow.standard.argument)"></label>
            <div id="goal-form">\(form)</div>
            <p><a href="/habits">\(request.text(HabitsWebMessages.cancel))</a></p>
            </div>
            """, session: session)
    }

    static func fields(_ state: GoalFormState, today: CalendarDay, _ request: WebRequest) -> HTML {
        let period = state.form.period
        let months = [0, 1].map { offset -> HTML in
            let shown = MonthCalendar.shifted(year: today.year, month: today.month, by: offset)
            return MonthCalendar.grid(year: shown.year, month: shown.month, request) { day in
                if state.selection.isDisabled(day) { return "<span class=\"muted\">\(day.day)</span>" }
                let on = period?.contains(day) == true
                return "<span class=\"\(on ? "done" : "")\" data-tap=\"day\" data-value=\"\(day.description)\" role=\"button\">\(day.day)</span>"
            }
        }
        let weekdays = Weekday.allCases.map { day -> HTML in
            let on = state.form.days.contains(day)
            return """
                <button type="button" class="chip\(on ? " on" : "")" data-tap="weekday" data-value="\(day.rawValue)" \
                aria-pressed="\(on ? "true" : "false")">\(request.text(day.label))</button>
                """
        }
        return """
            <p>\(request.text(HabitsWebMessages.period)): <strong id="period">\(request.text(state.periodText))</strong></p>
            <div class="row">\(months)</div>
            <p>\(request.text(HabitsWebMessages.days))</p><div class="chips">\(weekdays)</div>
            <p class="muted" style="white-space:pre-line">\(request.text(state.timeText))</p>
            <div id="problems">\(FailureLine.list(state.problems, request.language))</div>
            <p><button type="button" data-tap="save"\(state.canSave ? "" : " disabled")>\(request.text(HabitsWebMessages.save))</button></p>
            """
    }
}
