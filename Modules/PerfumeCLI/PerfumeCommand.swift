import ArgumentParser

/// `mosaic perfume`: the scent test-strip journal.
struct PerfumeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "perfume",
        abstract: "A perfume test-strip journal: add, wish, search, edit, export (seed 000, Hyanggi).",
        subcommands: [
            AddCommand.self, ListCommand.self, ShowCommand.self, EditCommand.self, DeleteCommand.self,
            WishCommand.self, UnwishCommand.self, SearchCommand.self, OpenCommand.self, ExportCommand.self,
            ImportCommand.self,
        ]
    )
}
