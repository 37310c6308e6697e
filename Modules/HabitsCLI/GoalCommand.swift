import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

/// `mosaic habits goal …`.
struct GoalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goal", abstract: "Add, list, show, edit or delete goals.",
        subcommands: [
            GoalAddCommand.self, GoalListCommand.self, GoalShowCommand.self, GoalEditCommand.self,
            GoalDeleteCommand.self,
        ]
    )
}

/// `mosaic habits goal add` ("습관 추가"). On a terminal a missing category or title is
/// asked for (the description offered); without one, exit 65 naming both.
struct GoalAddCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a goal to a category.")
    @Option(parsing: .unconditional, help: "The category's title or id (required; asked on a terminal).") var category:
        String?
    @OptionGroup var options: GoalOptions
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let prompter = context.prompter
        try prompter.requireAnswerable(
            missingFlags: [category == nil ? "--category" : nil, options.title == nil ? "--title" : nil].compactMap {
                $0
            })
        let found: HabitCategory
        if let category {
            found = try await habits.category(category)
        } else {
            let categories = try await habits.categories()
            guard !categories.isEmpty else { throw UserError(HabitsCLIMessages.noCategories, category: .invalidInput) }
            found = categories[try prompter.choose(HabitsCLIMessages.askCategory, options: categories.map(\.title))]
        }
        let form = try options.apply(to: GoalForm(categoryID: found.id), today: habits.today, isNew: true)
        let driver = GoalFormDriver(habits: habits, clock: context.clock, form: form, editing: nil)
        let goal = try await context.withScreen { screen in
            try await driver.save(
                on: screen, asking: options.title == nil ? prompter : nil, askSubtitle: options.subtitle == nil)
        }
        return try await GoalPresenter(io: context.io).saved(goal, habits: habits)
    }
}

/// `mosaic habits goal list`: by category, with progress.
struct GoalListCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List goals by category with their progress.")
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let sections = try await context.habits.goalList()
        struct Row: Encodable {
            let id: String, category: String, title: String, subtitle: String, from: String, to: String
            let days: String, window: String, target: Int, certified: Int, percent: Int, currentStreak: Int,
                longestStreak: Int
        }
        let rows = sections.flatMap { section in
            section.goals.map { row in
                Row(
                    id: row.goal.id, category: section.category.title, title: row.goal.title,
                    subtitle: row.goal.subtitle,
                    from: row.goal.period.start.description, to: row.goal.period.end.description,
                    days: row.goal.days.summary.english, window: row.goal.window.argument, target: row.progress.target,
                    certified: row.progress.certified, percent: row.progress.percent,
                    currentStreak: row.progress.currentStreak, longestStreak: row.progress.longestStreak)
            }
        }
        return .list(
            GoalPresenter(io: context.io).table(sections), json: rows, isEmpty: rows.isEmpty,
            empty: sections.isEmpty ? HabitsCLIMessages.noCategories : HabitsCLIMessages.noGoals)
    }
}

/// `mosaic habits goal show ID`: details, streaks and this month's calendar.
struct GoalShowCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a goal: details, streaks, a month calendar.")
    @Argument(help: "The goal's id (a prefix is enough).") var goal: String
    @Option(parsing: .unconditional, help: "The month to draw, YYYY-MM (default: this month).") var month: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let detail = try await context.habits.detail(of: goal, month: try month.map(CalendarDay.firstOfMonth))
        return .data(
            GoalPresenter(io: context.io).detail(detail),
            json: GoalPresenter.JSONGoal(
                goal: detail.goal, category: detail.category, progress: detail.progress,
                certified: detail.certified))
    }

}
/// `mosaic habits goal edit ID …`: photos stay linked, by id.
struct GoalEditCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a goal's title, period, days or window.")
    @Argument(help: "The goal's id (a prefix is enough).") var goal: String
    @Option(parsing: .unconditional, help: "Move it to this category (title or id).") var category: String?
    @OptionGroup var options: GoalOptions
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let goal = try await habits.goal(self.goal)
        var form = try options.apply(to: GoalForm(goal), today: habits.today, isNew: false)
        if let category { form.categoryID = try await habits.category(category).id }
        let driver = GoalFormDriver(habits: habits, clock: context.clock, form: form, editing: goal)
        let saved = try await context.withScreen { screen in
            try await driver.save(on: screen, asking: nil, askSubtitle: false)
        }
        return try await GoalPresenter(io: context.io).saved(saved, habits: habits)
    }
}

/// `mosaic habits goal delete ID`: "목표 삭제하기", with its photos and their files.
struct GoalDeleteCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a goal with its photos.")
    @Argument(help: "The goal's id (a prefix is enough).") var goal: String
    @OptionGroup var confirmation: DeleteConfirmation
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        guard
            let goal = try await confirmation.findOrDeleteUnreadable(
                Goal.self, in: context,
                find: {
                    try await habits.goal(self.goal)
                })
        else { return .done }
        guard
            try confirmation.allows(
                HabitsMessages.confirmDelete, subject: "\(goal.title)  (\(goal.id))", in: context.prompter)
        else { return .done }
        let deleted = try await habits.deleteGoal(goal.id)
        return .written(HabitsMessages.goalDeleted(deleted.title), json: deleted)
    }
}
