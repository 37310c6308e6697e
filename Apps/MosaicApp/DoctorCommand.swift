import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import Foundation
import Persistence
import PersistenceSQLite
import StoreMaintenance
import VipsThumbnails

/// `mosaic doctor`: checks the database and that files and records agree.
struct DoctorCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "doctor",
            abstract: HelpText.localized(
                en: "Check the database and that stored files and records agree.",
                ko: "데이터베이스를 확인하고, 저장된 파일과 기록이 맞는지 봅니다."),
            discussion: HelpText.localized(
                en: "Exit 0 when healthy (or repaired), 1 when problems remain, 74 when the database cannot be read.",
                ko: "정상이면(또는 고쳤으면) 0, 문제가 남으면 1, 데이터베이스를 읽을 수 없으면 74로 끝납니다.")
        )
    }

    @OptionGroup var global: GlobalOptions

    @Flag(
        help: .init(
            en: """
                Delete files no record owns, let each feature fix records whose files are gone, set records that \
                cannot be read aside (kept; `mosaic doctor --json` shows them whole) and make the thumbnails photos lack.
                """,
            ko: """
                어느 기록도 갖지 않은 파일을 지우고, 파일이 사라진 기록은 각 기능이 고치게 하고, 읽을 수 없는 기록은 따로 \
                두고(보관됩니다; `mosaic doctor --json`이 전부 보여 줍니다) 사진에 없는 썸네일을 만듭니다.
                """))
    var repair = false

    struct Output: Encodable, Sendable {
        let database: String
        let report: DoctorReport
        let repair: DoctorRepair?
        let healthy: Bool
    }

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let io = context.io
        let app = runner.app
        let storage = try app.openStorage(global)
        let doctor = StoreDoctor(engine: storage, recordTypes: app.recordTypes, thumbnailer: VipsThumbnailer())
        var report = try await doctor.examine()
        var repaired: DoctorRepair?
        if repair {
            repaired = try await doctor.repair(report)
            report = try await doctor.examine()
        }
        let database = storage.location
        // What the report means goes to stderr (never with --json); the report to stdout.
        if !global.json { explain(report, repaired: repaired, onSQLite: storage is SQLiteStorage, io: io) }
        let output = CommandOutput.data(
            Document(table(report, database: database, io: io)),
            json: Output(database: database, report: report, repair: repaired, healthy: report.isHealthy))
        if report.integrity != ["ok"] { return .failing(output, UserError(AppMessages.damaged, category: .io)) }
        if !report.isHealthy {
            let problem = repair ? AppMessages.problemsRemain : AppMessages.problemsFound
            return .failing(output, UserError(problem, category: .other))
        }
        return output
    }

    private func table(_ report: DoctorReport, database: String, io: TerminalIO) -> TextTable {
        let ok = "ok"
        var table = TextTable([
            .init(io.text(Message(en: "CHECK", ko: "점검"))),
            .init(io.text(Message(en: "RESULT", ko: "결과")), maxWidth: 100),
        ])
        table.append([io.text(Message(en: "database", ko: "데이터베이스")), database])
        table.append([
            io.text(Message(en: "integrity", ko: "무결성")),
            report.integrity == ["ok"] ? ok : report.integrity.joined(separator: "; "),
        ])
        table.append([
            io.text(Message(en: "schema", ko: "스키마")),
            "\(report.schemaVersion) (\(io.text(Message(en: "this build", ko: "이 빌드"))): \(report.supportedSchemaVersion))",
        ])
        table.append([
            io.text(Message(en: "files without records", ko: "레코드 없는 파일")),
            report.orphanFiles.isEmpty ? ok : report.orphanFiles.map(\.rawValue).joined(separator: ", "),
        ])
        table.append([
            io.text(Message(en: "copies without photos", ko: "사진 없는 사본")),
            report.orphanCopies.isEmpty ? ok : report.orphanCopies.map(\.rawValue).joined(separator: ", "),
        ])
        table.append([
            io.text(Message(en: "records without files", ko: "파일 없는 레코드")),
            report.missingFiles.isEmpty
                ? ok
                : report.missingFiles.map {
                    "\($0.collection) \($0.id) (\($0.keys.map(\.rawValue).joined(separator: ", ")))"
                }.joined(separator: "; "),
        ])
        table.append([
            io.text(Message(en: "half-written files", ko: "쓰다 만 파일")),
            report.temporaryFiles == 0 ? ok : "\(report.temporaryFiles)",
        ])
        table.append([
            io.text(Message(en: "photos without thumbnails", ko: "썸네일 없는 사진")),
            report.photosWithoutThumbnail.isEmpty ? ok : "\(report.photosWithoutThumbnail.count)",
        ])
        table.append([
            io.text(Message(en: "thumbnail maker", ko: "썸네일 만들기")),
            report.thumbnailsUnavailable
                ? io.text(
                    Message(en: "libvips missing (apt install libvips42)", ko: "libvips 없음 (apt install libvips42)"))
                : ok,
        ])
        table.append([
            io.text(Message(en: "unreadable records", ko: "읽을 수 없는 레코드")),
            report.unreadableRecords.isEmpty
                ? ok
                : report.unreadableRecords.map { "\($0.collection) \($0.id)" }.joined(separator: "; "),
        ])
        table.append([
            io.text(Message(en: "set aside (quarantine)", ko: "따로 둔 레코드")),
            report.quarantinedRecords.isEmpty
                ? "-"
                : report.quarantinedRecords.map { "\($0.collection) \($0.id)" }.joined(separator: "; "),
        ])
        return table
    }

    private func explain(_ report: DoctorReport, repaired: DoctorRepair?, onSQLite: Bool, io: TerminalIO) {
        if !report.unreadableRecords.isEmpty { io.warn(AppMessages.unreadableKept) }
        // Only a SQLite file can have been copied without its write-ahead log.
        if !report.orphanFiles.isEmpty, onSQLite { io.warn(AppMessages.copiedWithoutWAL) }
        if report.recordCount == 0, !report.orphanFiles.isEmpty { io.warn(AppMessages.emptyStoreKeepsFiles) }
        if report.thumbnailsUnavailable { io.warn(AppMessages.noThumbnailer) }
        if let repaired {
            io.success(AppMessages.repaired(repaired))
            if repaired.keptRecentFiles > 0 {
                io.warn(
                    AppMessages.keptRecentFiles(repaired.keptRecentFiles, minutes: Int(StoreDoctor.gracePeriod / 60)))
            }
        }
        if report.isHealthy { io.success(AppMessages.healthy) }
    }
}
