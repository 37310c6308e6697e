import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

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
    @Option(
        help: .init(
            en:
                "Keep it with the household: any (one certification a day from anyone counts) or each (everyone certifies).",
            ko: "가족과 함께 지킵니다: any(누구든 하루 한 번 인증하면 됨) 또는 each(각자 인증)."))
    var household: GoalKeepers?
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
        var form = try options.apply(to: GoalForm(categoryID: found.id), today: habits.today, isNew: true)
        form.keptBy = household
        // Nothing to ask: the repository checks the rules once and saves, as the form without
        // JavaScript does; the form's view-model is for a terminal that asks.
        let goal: Goal
        if options.title != nil {
            goal = try await habits.addGoal(form)
        } else {
            let driver = GoalFormDriver(habits: habits, clock: context.clock, form: form, editing: nil)
            goal = try await context.withScreen { screen in
                try await driver.save(
                    on: screen, asking: prompter, askSubtitle: options.subtitle == nil, rest: options.unanswered)
            }
        }
        return try await GoalPresenter(io: context.io).saved(goal, habits: habits)
    }
}

extension GoalKeepers: ExpressibleByArgument {}
