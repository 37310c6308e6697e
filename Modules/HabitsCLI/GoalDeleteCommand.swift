import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

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
