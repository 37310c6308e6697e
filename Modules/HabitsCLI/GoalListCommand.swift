import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

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
        // Every certified day is in --json alone.
        let days =
            context.io.json
            ? try await habits.countedDays(of: sections.flatMap { $0.goals.map(\.goal) }, onlyCounting: false) : [:]
        let rows = sections.flatMap { section in
            section.goals.map { row in
                GoalPresenter.JSONGoal(
                    goal: row.goal, category: section.category, progress: row.progress,
                    certified: days[row.goal.id] ?? [])
            }
        }
        let sharing = await SharingColumn(for: sections.flatMap { $0.goals.map(\.goal) }, in: context)
        return .list(
            GoalPresenter(io: context.io).table(sections, sharing: sharing), json: rows, isEmpty: rows.isEmpty,
            empty: sections.isEmpty ? HabitsCLIMessages.noCategories : HabitsCLIMessages.noGoals)
    }
}
