import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits skip GOAL [--day D] [--undo]`: a holiday or a sick day, which breaks no
/// streak, has no reminder, and shows as skipped on the calendar (`~`).
struct SkipCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "skip",
            abstract: HelpText.localized(
                en: "Mark a day skipped (a holiday, a sick day): it breaks no streak.",
                ko: "하루를 건너뜀으로 표시합니다(휴가, 아픈 날): 연속 기록이 끊기지 않아요."))
    }
    @Argument(help: .goalID, completion: .goals) var goal: String
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "The day: 2024-05-01, today or tomorrow (default today).",
            ko: "날짜: 2024-05-01, today 또는 tomorrow(기본값 오늘)."))
    var day: String?
    @Flag(help: .init(en: "Ask for the day again (no longer skipped).", ko: "건너뜀을 취소합니다.")) var undo = false
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let date =
            try day.map { text throws(UserError) in try HabitsArguments.day(text, today: habits.today) } ?? habits.today
        let goal = try await habits.setSkipped(!undo, day: date, goal: try await habits.goal(self.goal).id)
        return try await GoalPresenter(io: context.io).saved(
            goal, habits: habits,
            message: undo ? HabitsCLIMessages.unskipped(goal.title, date) : HabitsCLIMessages.skipped(goal.title, date))
    }
}
