import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits category list`.
struct CategoryListCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "list",
            abstract: HelpText.localized(en: "List categories, oldest first.", ko: "카테고리를 오래된 순으로 보여 줍니다."))
    }
    @OptionGroup var limit: ListLimit
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let categories = limit.prefix(try await context.habits.categories())
        let goals = try await context.habits.goals()
        let rows = categories.map { category in
            CategoryJSON(category, goals: goals.filter { $0.categoryID == category.id }.count)
        }
        return .list(rows, empty: HabitsCLIMessages.noCategories) { rows in
            var table = TextTable([
                .init("ID"), .init(context.io.text(Message(en: "CATEGORY", ko: "카테고리"))),
                .init(context.io.text(Message(en: "GOALS", ko: "목표")), alignRight: true),
            ])
            for row in rows { table.append([String(row.id.prefix(8)), row.title, "\(row.goals)"]) }
            return Document(table)
        }
    }
}
