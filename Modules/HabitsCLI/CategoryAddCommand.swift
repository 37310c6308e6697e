import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits category add NAME` ("카테고리 생성").
struct CategoryAddCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "add", abstract: HelpText.localized(en: "Add a category.", ko: "카테고리를 추가합니다."))
    }
    @Argument(
        help: .init(
            en: "The category's title (unique, ignoring case); asked on a terminal.",
            ko: "카테고리 제목(대소문자 무시하고 겹치지 않게); 터미널에서는 묻습니다."))
    var name: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        // Not given: asked on a terminal, as every add asks what it lacks; in a pipe, 64.
        try context.prompter.requireAnswerable(missingFlags: name == nil ? ["<name>"] : [])
        let prompter = context.prompter
        let title: String
        if let name {
            title = name
        } else {
            title = try prompter.ask(HabitsCLIMessages.askCategoryTitle) { text -> Message? in
                text.trimmingWhitespace.isEmpty ? HabitsCLIMessages.askCategoryTitle : nil
            }
        }
        let category = try await context.habits.addCategory(title)
        return .written(HabitsCLIMessages.categoryAdded(category), json: CategoryJSON(category, goals: 0))
    }
}
