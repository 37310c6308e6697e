import ArgumentParser
import CommandKit

/// `mosaic storage …`: moving data between engines.
struct StorageCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "storage",
            abstract: HelpText.localized(
                en: "Move your data between storage engines (SQLite, PostgreSQL).",
                ko: "데이터를 저장소 엔진(SQLite, PostgreSQL) 사이에서 옮깁니다."),
            subcommands: [StorageCopyCommand.self]
        )
    }
}
