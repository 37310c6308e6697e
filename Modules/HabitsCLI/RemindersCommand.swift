import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

/// `mosaic habits reminders export FILE.ics`: the seed's missing reminders, for any calendar app.
struct RemindersCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "reminders",
            abstract: HelpText.localized(
                en: "Reminders for every goal as an iCalendar file.", ko: "모든 목표의 알림을 iCalendar 파일로."),
            subcommands: [RemindersExportCommand.self]
        )
    }
}
