import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits
import Persistence

/// `mosaic habits import …`: bring a history from the tracker a person leaves.
struct ImportCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import",
            abstract: HelpText.localized(en: "Bring a history from another tracker.", ko: "다른 습관 앱의 기록을 가져옵니다."),
            subcommands: [LoopImportCommand.self])
    }
}
