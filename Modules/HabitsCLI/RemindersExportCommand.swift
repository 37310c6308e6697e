import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

/// One recurring event per goal, on its days over its period, at its window, with an alarm.
struct RemindersExportCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract: HelpText.localized(
                en: "Write an .ics file with a recurring reminder per goal.", ko: "목표마다 반복 알림이 있는 .ics 파일을 씁니다."))
    }
    @Argument(
        help: .init(en: "The .ics file to write (- for stdout).", ko: "쓸 .ics 파일(-는 표준 출력)."),
        completion: .file(extensions: ["ics"])) var file: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let goals = try await habits.keptGoals()
        let text = ReminderCalendar.render(
            goals, categories: try await habits.categories(), stamp: context.dates.now(), language: context.io.language)
        // `-` is stdout, as for every command that writes a file (#31).
        if file == "-" { return .verbatim(text) }
        try context.exports.write(Data(text.utf8), to: file)
        let path = URL(fileURLWithPath: file).path
        return .written(
            HabitsCLIMessages.exported(goals.count, to: path), json: ExportSummary(file: path, count: goals.count))
    }
}
