import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits category rename ID NAME`.
struct CategoryRenameCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "rename",
            abstract: HelpText.localized(
                en: "Rename a category (its goals stay in it).", ko: "카테고리 이름을 바꿉니다(목표는 그대로 남습니다)."))
    }
    @Argument(help: .categoryID, completion: .categories)
    var category: String
    @Argument(help: .init(en: "The new title.", ko: "새 제목.")) var name: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let renamed = try await habits.renameCategory(try await habits.category(category).id, to: name)
        let goals = try await context.habits.goals(in: renamed.id).count
        return .written(HabitsCLIMessages.categoryRenamed(renamed), json: CategoryJSON(renamed, goals: goals))
    }
}
