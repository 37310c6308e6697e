import CommandKit
import Console
import Core
import Habits

/// `goal add` and `goal edit` on a terminal that asks, through the add/edit screen's
/// view-model on the command's screen: the flags pre-fill it, the terminal answers the
/// title (and offers the description), then what no flag gave of the period, the days, the
/// window and the target, each checked as its flag is (Enter keeps what is shown), and the
/// goal is saved by the repository's rules. With nothing to ask, the commands call the
/// repository.
struct GoalFormDriver {
    let habits: HabitsRepository
    /// Paces Save (a double tap saves once).
    let clock: any Clock<Duration>
    let form: GoalForm
    /// The goal being edited; nil to add one.
    let editing: Goal?

    /// The saved goal; `prompter` asks for the title first, then the description when
    /// `askSubtitle`, then the fields `rest` names.
    func save(
        on screen: CommandScreen, asking prompter: Prompter, askSubtitle: Bool, rest: Set<GoalFormField>
    ) async throws -> Goal {
        let otherTitles = try await habits.goals(in: form.categoryID).filter { $0.id != editing?.id }.map(\.title)
        let viewModel = GoalFormViewModel(
            repository: habits, clock: clock, category: try await habits.category(form.categoryID),
            editing: editing, otherTitles: otherTitles, initial: form)
        let (title, subtitle, save) = (screen.input(String.self), screen.input(String.self), screen.input(Void.self))
        let output = screen.transform(
            viewModel, .init(title: title.values(), subtitle: subtitle.values(), save: save.values()))
        // Editing, each answer starts as the goal's own (Enter keeps it).
        var prompts = FormPrompts(prompter, states: output.state)
        var state = try await prompts.ask(HabitsCLIMessages.askTitle, default: editing?.title, send: title.accept) {
            $0.titleProblem
        }
        if askSubtitle {
            state = try await prompts.ask(
                HabitsCLIMessages.askSubtitle, default: editing?.subtitle ?? "", send: subtitle.accept)
        }
        guard !rest.isEmpty else {
            save.accept()
            guard let goal = try await SaveOutcome.first(saved: output.saved, failure: output.failure) else {
                throw UserError(HabitsMessages.goalInvalid, category: .invalidInput)
            }
            return goal
        }
        let answered = try ask(rest, of: state.form, prompter)
        if let editing { return try await habits.updateGoal(editing, with: answered) }
        return try await habits.addGoal(answered)
    }

    /// `form` with `fields` asked, each answer read as its flag reads it and asked again until
    /// it reads (Enter keeps the value shown).
    private func ask(_ fields: Set<GoalFormField>, of form: GoalForm, _ prompter: Prompter) throws(UserError)
        -> GoalForm
    {
        var form = form
        let today = habits.today
        if fields.contains(.period) {
            let start = try prompter.ask(
                HabitsCLIMessages.askFrom, default: (form.period?.start ?? today).description
            ) { text throws(UserError) in try HabitsArguments.day(text, today: today) }
            let suggested = editing == nil ? GoalPeriod.newGoal(from: start).end : form.period?.end ?? start
            form.period = try prompter.ask(HabitsCLIMessages.askTo, default: suggested.description) {
                text throws(UserError) in try GoalPeriod(start: start, end: try HabitsArguments.day(text, today: today))
            }
        }
        if fields.contains(.days) {
            form.schedule = try prompter.ask(HabitsCLIMessages.askDays, default: form.schedule.argument) {
                text throws(UserError) in try GoalSchedule.parse(argument: text)
            }
        }
        if fields.contains(.window) {
            form.window = try prompter.ask(HabitsCLIMessages.askWindow, default: form.window.argument) {
                text throws(UserError) in try CertificationWindow(argument: text)
            }
        }
        if fields.contains(.target) {
            let shown = form.measure.map { "\(GoalMeasure.format($0.target)) \($0.unit)".trimmingWhitespace } ?? "none"
            let direction = form.measure?.direction ?? .atLeast
            form.measure = try prompter.ask(HabitsCLIMessages.askTarget, default: shown) {
                text throws(UserError) -> GoalMeasure? in
                text.trimmingWhitespace.lowercased() == "none"
                    ? nil : try GoalMeasure(argument: text, direction: direction)
            }
            if var measure = form.measure {
                measure.direction = try prompter.confirm(HabitsCLIMessages.askAtMost(measure)) ? .atMost : .atLeast
                form.measure = measure
            }
        }
        return form
    }
}
