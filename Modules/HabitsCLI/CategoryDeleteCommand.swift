import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits category delete ID [--cascade] [--yes]`: asks first, naming what goes.
struct CategoryDeleteCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "delete",
            abstract: HelpText.localized(
                en: "Delete a category; with goals only with --cascade.", ko: "카테고리를 지웁니다; 목표가 있으면 --cascade일 때만."))
    }
    @Argument(help: .categoryID, completion: .categories)
    var category: String
    @Flag(help: .init(en: "Also delete its goals, their photos and the photo files.", ko: "목표와 그 사진, 사진 파일도 지웁니다."))
    var cascade = false
    @OptionGroup var confirmation: DeleteConfirmation
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let found = try await context.habits.category(category)
        let contents = try await context.habits.goals(in: found.id)
        // A category with goals and no --cascade is refused by the repository: nothing to ask.
        if contents.isEmpty || cascade {
            let subject =
                found.title
                + (contents.isEmpty ? "" : " — " + context.io.text(HabitsCLIMessages.cascadeSubject(contents)))
            guard try confirmation.allows(HabitsMessages.confirmDelete, subject: subject, in: context.prompter) else {
                return .done
            }
        }
        let goals = try await context.habits.deleteCategory(found.id, cascade: cascade)
        return .written(
            HabitsMessages.categoryDeleted(found.title, goals: goals), json: CategoryJSON(found, goals: goals))
    }
}
