import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import PersistenceSQLite

/// `mosaic backup DIR`: a complete, checked copy of the data dir (database and photos)
/// into a new folder, safe while other `mosaic` processes and `mosaic serve` run.
struct BackupCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the database and every photo into a new folder (restore it with `mosaic restore`).",
        discussion: """
            The folder must not exist yet, or be empty. The copy is made while Mosaic keeps running, checked \
            (the same records and the same bytes), and is itself a data dir: `mosaic --data-dir DIR` opens it.
            """
    )

    @Argument(help: "The new folder to write the backup into.") var folder: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let app = try MosaicRunner.running().app
        let storage = try app.openSQLite(global, for: "backup")
        let target = URL(fileURLWithPath: folder).standardizedFileURL
        let dataDirectory = app.dataDirectory(global).resolvingSymlinksInPath().path
        let resolved = target.resolvingSymlinksInPath().path
        guard resolved != dataDirectory, !resolved.hasPrefix(dataDirectory + "/") else {
            throw UserError(AppMessages.backupInsideDataDir(target.path), category: .invalidInput)
        }
        let summary = try await StoreBackup(storage: storage).backup(to: target)
        return .written(AppMessages.backedUp(summary, path: target.path), json: summary)
    }
}
