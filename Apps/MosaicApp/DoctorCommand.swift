import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import PersistenceSQLite

/// `mosaic doctor`: checks the database and that files and records agree.
struct DoctorCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the database and that stored files and records agree.",
        discussion: "Exit 0 when healthy (or repaired), 1 when problems remain, 74 when the database cannot be read."
    )

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Delete files no record owns and let each feature fix records whose files are gone.")
    var repair = false

    struct Output: Encodable, Sendable {
        let database: String
        let report: DoctorReport
        let repair: DoctorRepair?
        let healthy: Bool
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let io = context.io
        let app = try MosaicRunner.running().app
        let storage = try app.openStorage(global)
        let doctor = StoreDoctor(storage: storage, recordTypes: app.recordTypes)
        var report = try await doctor.examine()
        var repaired: DoctorRepair?
        if repair {
            repaired = try await doctor.repair(report)
            report = try await doctor.examine()
        }
        let database = storage.databaseURL?.path ?? ":memory:"
        // The report first, then what it means on stderr (never with --json).
        try io.show(.data(Document(table(report, database: database, io: io)),
                          json: Output(database: database, report: report, repair: repaired, healthy: report.isHealthy)))
        if !global.json { explain(report, repaired: repaired, io: io) }
        if report.integrity != ["ok"] { throw ExitCode(ExitCategory.io.exitCode) }
        if !report.isHealthy { throw ExitCode.failure }
        return .done
    }

    private func table(_ report: DoctorReport, database: String, io: TerminalIO) -> TextTable {
        let ok = "ok"
        var table = TextTable([.init(io.text(Message(en: "CHECK", ko: "점검"))), .init(io.text(Message(en: "RESULT", ko: "결과")), maxWidth: 100)])
        table.append([io.text(Message(en: "database", ko: "데이터베이스")), database])
        table.append([io.text(Message(en: "integrity", ko: "무결성")),
                      report.integrity == ["ok"] ? ok : report.integrity.joined(separator: "; ")])
        table.append([io.text(Message(en: "schema", ko: "스키마")),
                      "\(report.schemaVersion) (\(io.text(Message(en: "this build", ko: "이 빌드"))): \(report.supportedSchemaVersion))"])
        table.append([io.text(Message(en: "files without records", ko: "레코드 없는 파일")),
                      report.orphanFiles.isEmpty ? ok : report.orphanFiles.map(\.rawValue).joined(separator: ", ")])
        table.append([io.text(Message(en: "records without files", ko: "파일 없는 레코드")),
                      report.missingFiles.isEmpty ? ok : report.missingFiles.map { "\($0.collection) \($0.id) (\($0.keys.map(\.rawValue).joined(separator: ", ")))" }.joined(separator: "; ")])
        table.append([io.text(Message(en: "half-written files", ko: "쓰다 만 파일")),
                      report.temporaryFiles == 0 ? ok : "\(report.temporaryFiles)"])
        table.append([io.text(Message(en: "unreadable records", ko: "읽을 수 없는 레코드")),
                      report.unreadableRecords.isEmpty ? ok
                          : report.unreadableRecords.map { "\($0.collection) \($0.id)" }.joined(separator: "; ")])
        return table
    }

    private func explain(_ report: DoctorReport, repaired: DoctorRepair?, io: TerminalIO) {
        if !report.unreadableRecords.isEmpty {
            io.warn(Message(en: "Some records cannot be read; files are kept until they can (a newer build may read them).",
                            ko: "읽을 수 없는 레코드가 있어요. 읽을 수 있을 때까지 파일은 지우지 않아요 (새 빌드가 읽을 수 있을지도 몰라요)."))
        }
        if report.recordCount == 0, !report.orphanFiles.isEmpty {
            io.warn(Message(en: "The store holds no records but there are files: it may have been re-created over lost data, so repair keeps them.",
                            ko: "레코드는 하나도 없는데 파일이 있어요. 데이터를 잃은 뒤 새로 만들어진 저장소일 수 있어서 복구는 파일을 지우지 않아요."))
        }
        if let repaired {
            io.success(Message(
                en: "Repaired: removed \(repaired.removedFiles) orphan and \(repaired.removedTemporaryFiles) half-written file(s), updated \(repaired.updatedRecords) and deleted \(repaired.deletedRecords) record(s); \(repaired.unrepairedRecords) left as they are.",
                ko: "복구함: 고아 파일 \(repaired.removedFiles)개와 쓰다 만 파일 \(repaired.removedTemporaryFiles)개 삭제, 레코드 \(repaired.updatedRecords)개 수정, \(repaired.deletedRecords)개 삭제, \(repaired.unrepairedRecords)개는 그대로 둠."
            ))
            if repaired.keptRecentFiles > 0 {
                let minutes = Int(StoreDoctor.gracePeriod / 60)
                io.warn(Message(
                    en: "Kept \(repaired.keptRecentFiles) recent file(s): another mosaic may still be writing them. Repair removes them once they are \(minutes) minutes old (a minute for half-written ones).",
                    ko: "최근 파일 \(repaired.keptRecentFiles)개는 그대로 뒀어요. 다른 mosaic 이 아직 쓰는 중일 수 있어요. \(minutes)분이 지나면 복구가 지워요 (쓰다 만 파일은 1분)."
                ))
            }
        }
        if report.isHealthy {
            io.success(Message(en: "Everything is in order.", ko: "모두 정상입니다."))
        } else if !repair {
            io.warn(Message(en: "Problems found. Run `mosaic doctor --repair` to fix them.", ko: "문제가 있습니다. `mosaic doctor --repair` 로 고치세요."))
        }
    }
}
