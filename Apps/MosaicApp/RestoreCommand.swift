import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import PersistenceSQLite

/// `mosaic restore DIR`: makes the data dir hold exactly what a `mosaic backup` holds.
struct RestoreCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Replace the data dir's records and photos with a backup made by `mosaic backup`.",
        discussion: """
            The backup is checked first (integrity, and not from a newer Mosaic: exit 74). What the data dir holds \
            now is replaced, so it asks first on a terminal; otherwise pass --yes.
            """
    )

    @Argument(help: "The backup folder.") var folder: String
    @Flag(help: "Replace without asking (needed when stdin is not a terminal).") var yes = false
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let app = try MosaicRunner.running().app
        let source = URL(fileURLWithPath: folder).standardizedFileURL
        let backup = StoreBackup(storage: try app.openSQLite(global, for: "restore"))
        let held = try await backup.recordCount()
        if held > 0 {
            guard
                try context.prompter.confirmDestructive(
                    AppMessages.restoreQuestion(held), subject: source.path, yes: yes)
            else {
                return .message(AppMessages.nothingRestored)
            }
        }
        let summary = try await backup.restore(from: source)
        return .written(AppMessages.restored(summary, path: source.path), json: summary)
    }
}
