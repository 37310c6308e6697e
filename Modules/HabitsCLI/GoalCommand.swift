import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

/// `mosaic habits goal …`.
struct GoalCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "goal",
            abstract: HelpText.localized(
                en: "Add, list, show, edit or delete goals.", ko: "목표를 추가하고, 보고, 보여 주고, 고치고, 지웁니다."),
            subcommands: [
                GoalAddCommand.self, GoalListCommand.self, GoalShowCommand.self, GoalEditCommand.self,
                GoalDeleteCommand.self,
            ]
        )
    }
}

/// `mosaic habits goal add` ("습관 추가"). On a terminal a missing category or title is
/// asked for (the description offered); without one, exit 65 naming both.
struct GoalAddCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "add", abstract: HelpText.localized(en: "Add a goal to a category.", ko: "카테고리에 목표를 추가합니다."))
    }
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "The category's title or id (required; asked on a terminal).", ko: "카테고리 제목 또는 id(필수; 터미널에서는 묻습니다)."))
    var category: String?
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
        // Nothing to ask: the repository checks the rules once and saves, as the form without
        // JavaScript does; the form's view-model is for a terminal that asks.
        let goal: Goal
        if options.title != nil {
            goal = try await habits.addGoal(form)
        } else {
            let driver = GoalFormDriver(habits: habits, clock: context.clock, form: form, editing: nil)
            goal = try await context.withScreen { screen in
                try await driver.save(on: screen, asking: prompter, askSubtitle: options.subtitle == nil)
            }
        }
        return try await GoalPresenter(io: context.io).saved(goal, habits: habits)
    }
}

/// `mosaic habits goal list`: by category, with progress.
struct GoalListCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "list",
            abstract: HelpText.localized(
                en: "List goals by category with their progress.", ko: "카테고리별 목표와 진행 상황을 보여 줍니다."))
    }
    @OptionGroup var limit: ListLimit
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let sections = GoalListSection.first(limit.count, of: try await habits.goalList())
        let photos = try await habits.photos(goalIDs: sections.flatMap { $0.goals.map(\.goal.id) })
        let days = Dictionary(grouping: photos, by: \.goalID).mapValues { Set($0.map(\.day)) }
        let rows = sections.flatMap { section in
            section.goals.map { row in
                GoalPresenter.JSONGoal(
                    goal: row.goal, category: section.category, progress: row.progress,
                    certified: days[row.goal.id] ?? [])
            }
        }
        return .list(
            GoalPresenter(io: context.io).table(sections), json: rows, isEmpty: rows.isEmpty,
            empty: sections.isEmpty ? HabitsCLIMessages.noCategories : HabitsCLIMessages.noGoals)
    }
}

/// `mosaic habits goal show ID`: details, streaks and this month's calendar.
struct GoalShowCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "show",
            abstract: HelpText.localized(
                en: "Show a goal: details, streaks, a month calendar.", ko: "목표를 보여 줍니다: 자세한 내용, 연속 기록, 한 달 달력."))
    }
    @Argument(help: .goalID, completion: .goals) var goal: String
    @Option(
        parsing: .unconditional,
        help: .init(en: "The month to draw, YYYY-MM (default: this month).", ko: "그릴 달, YYYY-MM(기본값: 이번 달)."))
    var month: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let detail = try await habits.detail(
            of: try await habits.goal(goal).id, month: try month.map(CalendarDay.firstOfMonth))
        return .data(
            GoalPresenter(io: context.io).detail(detail),
            json: GoalPresenter.JSONGoal(
                goal: detail.goal, category: detail.category, progress: detail.progress,
                certified: detail.certified))
    }

}
/// `mosaic habits goal edit ID …`: photos stay linked, by id.
struct GoalEditCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "edit",
            abstract: HelpText.localized(
                en: "Change a goal's title, period, days or window.", ko: "목표의 제목, 기간, 요일, 인증 시간을 바꿉니다."))
    }
    @Argument(help: .goalID, completion: .goals) var goal: String
    @Option(
        parsing: .unconditional,
        help: .init(en: "Move it to this category (title or id).", ko: "이 카테고리로 옮깁니다(제목 또는 id).")) var category: String?
    @OptionGroup var options: GoalOptions
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let goal = try await habits.goal(self.goal)
        var form = try options.apply(to: GoalForm(goal), today: habits.today, isNew: false)
        if let category { form.categoryID = try await habits.category(category).id }
        let asks = options.isEmpty && category == nil
        if asks {
            try EditWithoutFlags.requireTerminal(
                context.prompter,
                flags: ["--title", "--subtitle", "--from", "--to", "--days", "--window", "--category"])
        }
        let saved: Goal
        if asks {
            let driver = GoalFormDriver(habits: habits, clock: context.clock, form: form, editing: goal)
            saved = try await context.withScreen { screen in
                try await driver.save(on: screen, asking: context.prompter, askSubtitle: true)
            }
        } else {
            saved = try await habits.updateGoal(goal, with: form)
        }
        guard saved != goal else {
            return try await GoalPresenter(io: context.io).saved(
                saved, habits: habits, message: EditWithoutFlags.unchanged)
        }
        // New days or a new window are checked against the photos already taken, by every rule.
        let outside = try await habits.photosBreakingRules(of: saved)
        if !outside.isEmpty {
            context.io.warn(
                HabitsMessages.photosOutsideRules(
                    outside.map { context.io.text(LocalTime.moment($0.takenAt, in: habits.timeZone)) }))
        }
        return try await GoalPresenter(io: context.io).saved(saved, habits: habits)
    }
}

/// `mosaic habits goal delete ID`: "목표 삭제하기", with its photos and their files.
struct GoalDeleteCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "delete",
            abstract: HelpText.localized(en: "Delete a goal with its photos.", ko: "목표를 사진과 함께 지웁니다."))
    }
    @Argument(help: .goalID, completion: .goals) var goal: String
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
        // The seed's question, and what goes with the goal: its photos.
        let photos = try await habits.photos(goalIDs: [goal.id]).count
        guard
            try confirmation.allows(
                HabitsCLIMessages.confirmGoalDelete(photos: photos), subject: "\(goal.title)  (\(goal.id))",
                in: context.prompter)
        else { return .done }
        // What `goal add` printed, as it stood before its photos went with it.
        let json = try await GoalPresenter.JSONGoal.current(goal, in: habits)
        let deleted = try await habits.deleteGoal(goal.id)
        return .written(HabitsMessages.goalDeleted(deleted.title), json: json)
    }
}
