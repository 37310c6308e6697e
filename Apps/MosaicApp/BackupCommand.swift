import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import Foundation
import PersistenceSQLite

/// `mosaic backup DIR`: a complete, checked copy of the data dir (database and photos)
/// into a new folder, safe while other `mosaic` processes and `mosaic serve` run.
struct BackupCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "backup",
            abstract: HelpText.localized(
                en: "Copy the database and every photo into a new folder (restore it with `mosaic restore`).",
                ko: "데이터베이스와 모든 사진을 새 폴더에 복사합니다 (`mosaic restore`로 되돌립니다)."),
            discussion: HelpText.localized(
                en: """
                    The folder must not exist yet, or be empty. The copy is made while Mosaic keeps running, checked \
                    (the same records and the same bytes), and is itself a data dir: `mosaic --data-dir DIR` opens it.
                    """,
                ko: """
                    폴더는 아직 없거나 비어 있어야 합니다. 복사는 Mosaic이 실행 중일 때도 만들어지고, 같은 기록과 같은 바이트인지 \
                    확인되며, 그 자체로 데이터 폴더입니다: `mosaic --data-dir DIR`로 엽니다.
                    """)
        )
    }

    @Argument(help: .init(en: "The new folder to write the backup into.", ko: "백업을 쓸 새 폴더.")) var folder: String
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        // An empty path would put the backup in the current folder.
        if folder.trimmingCharacters(in: .whitespaces).isEmpty {
            throw global.usageError(AppMessages.emptyBackupFolder)
        }
    }

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let app = runner.app
        let storage = try app.openSQLite(global, for: "backup")
        let target = URL(fileURLWithPath: folder).standardizedFileURL
        let dataDirectory = Self.realPath(try app.dataDirectory(global))
        // The folder need not exist yet, so its parent is resolved: a link to (or into) the
        // data dir is seen through.
        let resolved = Self.realPath(target.deletingLastPathComponent()) + "/" + target.lastPathComponent
        let resolvedTarget = FileManager.default.fileExists(atPath: target.path) ? Self.realPath(target) : resolved
        guard resolvedTarget != dataDirectory, !resolvedTarget.hasPrefix(dataDirectory + "/") else {
            throw UserError(AppMessages.backupInsideDataDir(target.path), category: .invalidInput)
        }
        let summary = try await StoreBackup(storage: storage).backup(to: target)
        return .written(AppMessages.backedUp(summary, path: target.path), json: summary)
    }

    /// `url` with every symbolic link and `..` resolved, as the kernel sees it; as given
    /// when it does not exist.
    private static func realPath(_ url: URL) -> String {
        guard let resolved = realpath(url.path, nil) else { return url.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
