import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits category …`.
struct CategoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "category", abstract: "Add, list, rename or delete categories.",
        subcommands: [
            CategoryAddCommand.self, CategoryListCommand.self, CategoryRenameCommand.self, CategoryDeleteCommand.self,
        ]
    )
}

/// `mosaic habits category add NAME` ("카테고리 생성").
struct CategoryAddCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a category.")
    @Argument(help: "The category's title (unique, ignoring case).") var name: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let category = try await context.habits.addCategory(name)
        return .written(HabitsCLIMessages.categoryAdded(category), json: category)
    }
}

/// `mosaic habits category list`.
struct CategoryListCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List categories, oldest first.")
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let categories = try await context.habits.categories()
        let goals = try await context.habits.goals()
        struct Row: Encodable { let id: String, title: String, goals: Int }
        let rows = categories.map { category in
            Row(id: category.id, title: category.title, goals: goals.filter { $0.categoryID == category.id }.count)
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

/// `mosaic habits category rename ID NAME`.
struct CategoryRenameCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename", abstract: "Rename a category (its goals stay in it).")
    @Argument(help: "The category's id (a prefix is enough) or title.") var category: String
    @Argument(help: "The new title.") var name: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let renamed = try await context.habits.renameCategory(category, to: name)
        return .written(HabitsCLIMessages.categoryRenamed(renamed), json: renamed)
    }
}

/// `mosaic habits category delete ID [--cascade] [--yes]`: asks first, naming what goes.
struct CategoryDeleteCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a category; with goals only with --cascade.")
    @Argument(help: "The category's id (a prefix is enough) or title.") var category: String
    @Flag(help: "Also delete its goals, their photos and the photo files.") var cascade = false
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
        return .written(HabitsMessages.categoryDeleted(found.title, goals: goals), json: found)
    }
}
