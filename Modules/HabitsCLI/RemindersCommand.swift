import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

/// `mosaic habits reminders export FILE.ics`: the seed's missing reminders, for any calendar app.
struct RemindersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reminders", abstract: "Reminders for every goal as an iCalendar file.",
        subcommands: [RemindersExportCommand.self]
    )
}

/// One recurring event per goal, on its days over its period, at its window, with an alarm.
struct RemindersExportCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write an .ics file with a recurring reminder per goal.")
    @Argument(help: "The .ics file to write (- for stdout).") var file: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let goals = try await habits.goals()
        let text = ReminderCalendar.render(goals, categories: try await habits.categories(), stamp: context.dates.now())
        // `-` is stdout, as for every command that writes a file (#31).
        if file == "-" { return .verbatim(text) }
        try context.exports.write(Data(text.utf8), to: file)
        let path = URL(fileURLWithPath: file).path
        return .written(
            HabitsCLIMessages.exported(goals.count, to: path), json: ExportSummary(file: path, count: goals.count))
    }
}
