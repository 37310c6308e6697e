import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import Foundation
import PersistenceSQLite

/// `mosaic restore DIR`: makes the data dir hold exactly what a `mosaic backup` holds.
struct RestoreCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "restore",
            abstract: HelpText.localized(
                en: "Replace the data dir's records and photos with a backup made by `mosaic backup`.",
                ko: "데이터 폴더의 기록과 사진을 `mosaic backup`으로 만든 백업으로 바꿉니다."),
            discussion: HelpText.localized(
                en: """
                    The backup is checked first (integrity, and not from a newer Mosaic: exit 74). What the data dir holds \
                    now is replaced, so it asks first on a terminal; otherwise pass --yes.
                    """,
                ko: """
                    백업을 먼저 확인합니다(무결성, 그리고 더 새로운 Mosaic이 만든 것이 아닌지: 아니면 74). 데이터 폴더에 지금 있는 \
                    것은 바뀌므로 터미널에서는 먼저 묻고, 아니면 --yes를 주세요.
                    """)
        )
    }

    @Argument(help: .init(en: "The backup folder.", ko: "백업 폴더.")) var folder: String
    @Flag(
        help: .init(
            en: "Replace without asking (needed when stdin is not a terminal).",
            ko: "묻지 않고 바꿉니다(표준 입력이 터미널이 아닐 때 필요합니다).")) var yes = false
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let app = runner.app
        let source = URL(fileURLWithPath: folder).standardizedFileURL
        // Restoring a data dir onto itself would empty it first: the backup is the data.
        let target = try app.dataDirectory(global).standardizedFileURL
        guard source.resolvingSymlinksInPath().path != target.resolvingSymlinksInPath().path else {
            throw UserError(AppMessages.restoreOntoItself(source.path), category: .usage)
        }
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
