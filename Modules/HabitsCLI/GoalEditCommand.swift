import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

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
                try await driver.save(
                    on: screen, asking: context.prompter, askSubtitle: true, rest: options.unanswered)
            }
        } else {
            saved = try await habits.updateGoal(goal, with: form)
        }
        guard saved != goal else {
            return try await GoalPresenter(io: context.io).saved(
                saved, habits: habits, message: EditWithoutFlags.unchanged)
        }
        // New days or a new window are checked against the photos already taken, by every rule;
        // only those this edit put outside them are named (a new title repeats nothing, #60).
        let before = Set(try await habits.photosBreakingRules(of: goal).map(\.id))
        let outside = try await habits.photosBreakingRules(of: saved).filter { !before.contains($0.id) }
        if !outside.isEmpty {
            context.io.warn(
                HabitsMessages.photosOutsideRules(
                    outside.map { context.io.text(LocalTime.moment($0.takenAt, in: habits.timeZone)) }))
        }
        return try await GoalPresenter(io: context.io).saved(saved, habits: habits)
    }
}
