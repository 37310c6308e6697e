import ArgumentParser

/// `mosaic habits`: goals in categories, certified by photos inside their windows.
struct HabitsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "habits",
        abstract:
            "Goals in categories, certified by a photo inside their time window; album and reminders (seed 003, Rabit).",
        subcommands: [
            CategoryCommand.self, GoalCommand.self, CertifyCommand.self, DueCommand.self, AlbumCommand.self,
            PhotoCommand.self, StampsCommand.self, RemindersCommand.self,
        ]
    )
}
