import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits category …`.
struct CategoryCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "category",
            abstract: HelpText.localized(
                en: "Add, list, rename or delete categories.", ko: "카테고리를 추가하고, 보고, 이름을 바꾸고, 지웁니다."),
            subcommands: [
                CategoryAddCommand.self, CategoryListCommand.self, CategoryRenameCommand.self,
                CategoryDeleteCommand.self,
            ]
        )
    }
}

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
