import CommandKit
import Console
import Core
import Habits

/// `goal add` and `goal edit` on a terminal that asks, through the add/edit screen's
/// view-model on the command's screen: the flags pre-fill it, the terminal answers the
/// title (and offers the description), and Save is tapped. With nothing to ask, the
/// commands call the repository.
struct GoalFormDriver {
    let habits: HabitsRepository
    /// Paces Save (a double tap saves once).
    let clock: any Clock<Duration>
    let form: GoalForm
    /// The goal being edited; nil to add one.
    let editing: Goal?

    /// The saved goal; `prompter` asks for the title first.
    func save(on screen: CommandScreen, asking prompter: Prompter, askSubtitle: Bool) async throws -> Goal {
        let otherTitles = try await habits.goals(in: form.categoryID).filter { $0.id != editing?.id }.map(\.title)
        let viewModel = GoalFormViewModel(
            repository: habits, clock: clock, category: try await habits.category(form.categoryID),
            editing: editing, otherTitles: otherTitles, initial: form)
        let (title, subtitle, save) = (screen.input(String.self), screen.input(String.self), screen.input(Void.self))
        let output = screen.transform(
            viewModel, .init(title: title.values(), subtitle: subtitle.values(), save: save.values()))
        // Editing, each answer starts as the goal's own (Enter keeps it).
        var prompts = FormPrompts(prompter, states: output.state)
        try await prompts.ask(HabitsCLIMessages.askTitle, default: editing?.title, send: title.accept) {
            $0.titleProblem
        }
        if askSubtitle {
            try await prompts.ask(
                HabitsCLIMessages.askSubtitle, default: editing?.subtitle ?? "", send: subtitle.accept)
        }
        save.accept()
        guard let goal = try await SaveOutcome.first(saved: output.saved, failure: output.failure) else {
            throw UserError(HabitsMessages.goalInvalid, category: .invalidInput)
        }
        return goal
    }
}
