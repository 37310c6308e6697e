import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

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
