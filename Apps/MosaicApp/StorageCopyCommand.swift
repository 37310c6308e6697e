import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import Foundation
import Persistence
import PersistenceSQLite
import StoreMaintenance

/// `mosaic storage copy --to TARGET`: every record, photo and setting of the storage the
/// global options name, copied into another engine and checked there.
struct StorageCopyCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "copy",
            abstract: HelpText.localized(
                en: "Copy every record, photo and setting into another storage, and check the copy.",
                ko: "모든 기록, 사진, 설정을 다른 저장소로 복사하고 복사본을 확인합니다."),
            discussion: HelpText.localized(
                en: """
                    The source is the storage the global options name (by default the SQLite data dir). --to takes a \
                    postgres:// URL, or a folder for a SQLite data dir (the way back). Records and photos already there are \
                    replaced by id, so running it again after an interruption completes the copy without duplicates. \
                    Exit 74 when the target was written by a newer Mosaic (nothing is copied) or the copy does not match.
                    """,
                ko: """
                    원본은 전역 옵션이 가리키는 저장소입니다(기본값은 SQLite 데이터 폴더). --to에는 postgres:// URL이나, \
                    SQLite 데이터 폴더(되돌아가는 길)를 줍니다. 이미 있는 기록과 사진은 id로 바뀌므로, 중단된 뒤 다시 실행하면 중복 \
                    없이 복사를 마칩니다. 대상이 더 새로운 Mosaic으로 쓰였거나(아무것도 복사하지 않습니다) 복사본이 맞지 않으면 74로 \
                    끝납니다.
                    """)
        )
    }

    @Option(
        help: .init(
            en: "Where to copy to: postgres://user@host:5432/database, or a data dir folder.",
            ko: "복사할 곳: postgres://user@host:5432/database 또는 데이터 폴더.")) var to: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let app = runner.app
        let source = try app.openStorage(global)
        let target = try openTarget(app)
        guard source.location != target.location else {
            throw UserError(AppMessages.copyOntoItself(target.location), category: .usage)
        }
        // Both checked before anything is written: the source answers, and the target
        // opens (refusing a newer schema or another program's database).
        _ = try await source.schemaVersion()
        _ = try await target.schemaVersion()
        let io = context.io
        do {
            let summary = try await StoreCopy(from: source, to: target, recordTypes: app.recordTypes).run { step in
                // Empty collections are not worth a line; the photos' line always shows.
                if case .records(_, 0) = step { return }
                if case .settings(0) = step { return }
                io.say(AppMessages.copying(step))
            }
            if !summary.unreadable.isEmpty {
                io.warn(AppMessages.copyLeftUnreadable(summary.unreadable.values.reduce(0, +)))
            }
            return .written(AppMessages.copied(summary, to: target.location), json: summary)
        } catch let mismatch as StoreCopy.Mismatch {
            throw UserError(AppMessages.copyMismatch(mismatch.what), category: .io)
        }
    }

    /// Whether the copy goes into PostgreSQL (`--to` is a `postgres://` URL).
    var copiesToPostgres: Bool {
        let lowered = to.lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    private func openTarget(_ app: AppEnvironment) throws -> any StoreEngine {
        if copiesToPostgres { return try app.postgresStorage(url: to, cacheDirectory: nil) }
        guard !to.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UserError(AppMessages.copyNeedsTarget, category: .usage)
        }
        let folder = URL(fileURLWithPath: to).standardizedFileURL
        return try app.openedStores.opened(
            SQLiteStorage.open(directory: folder, recordTypes: app.recordTypes, access: .singleConnection))
    }
}
