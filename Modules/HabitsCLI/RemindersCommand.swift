import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

/// `mosaic habits reminders export FILE.ics`: the seed's missing reminders, for any calendar
/// app; `--feed` prints the member's secret calendar address, which calendar apps follow.
struct RemindersCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "reminders",
            abstract: HelpText.localized(
                en: "Reminders for every goal as an iCalendar file, or your secret calendar address (--feed).",
                ko: "모든 목표의 알림을 iCalendar 파일로, 또는 내 비밀 달력 주소(--feed)."),
            subcommands: [RemindersExportCommand.self]
        )
    }

    @Flag(
        help: .init(
            en: "Print your secret calendar address (webcal://…/calendar/….ics) for a calendar app to follow.",
            ko: "달력 앱이 구독할 내 비밀 달력 주소(webcal://…/calendar/….ics)를 보여 줍니다."))
    var feed = false
    @Flag(
        name: .customLong("new-feed"),
        help: .init(
            en: "Make a new calendar address; the old one stops at once.",
            ko: "새 달력 주소를 만듭니다. 예전 주소는 바로 멈춥니다."))
    var newFeed = false
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        guard feed || newFeed else { throw CleanExit.helpRequest(self) }
        let address = try await context.dependencies.calendarFeed.address(renewing: newFeed)
        return .verbatim(address + "\n")
    }
}
