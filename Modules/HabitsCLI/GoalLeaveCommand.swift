import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits goal leave GOAL`: stop keeping a goal the household keeps (`--rejoin` keeps
/// it again). It leaves your list and reminders; what you certified stays.
struct GoalLeaveCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "leave",
            abstract: HelpText.localized(
                en: "Stop keeping a goal the household keeps; what you certified stays.",
                ko: "가족이 함께 지키는 목표를 그만둡니다. 인증한 기록은 남습니다."))
    }
    @Argument(help: .goalID, completion: .goals) var goal: String
    @Flag(help: .init(en: "Keep it again.", ko: "다시 함께합니다.")) var rejoin = false
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let goal = try await habits.goal(self.goal)
        if rejoin { try await habits.rejoin(goal.id) } else { try await habits.leave(goal.id) }
        return .message(rejoin ? HabitsCLIMessages.rejoined(goal.title) : HabitsCLIMessages.left(goal.title))
    }
}
