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
                GoalDeleteCommand.self, GoalLeaveCommand.self,
            ]
        )
    }
}
