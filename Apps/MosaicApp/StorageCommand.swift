import ArgumentParser

/// `mosaic storage …`: moving data between engines.
struct StorageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storage",
        abstract: "Move your data between storage engines (SQLite, PostgreSQL).",
        subcommands: [StorageCopyCommand.self]
    )
}
