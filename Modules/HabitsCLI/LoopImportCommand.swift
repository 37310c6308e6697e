import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits
import Persistence

/// `mosaic habits import loop PATH`: Loop Habit Tracker's CSV export (its ZIP or the folder
/// it unpacks to) or its database backup (`.db`), every done day a certification without a
/// photo, in one transaction.
struct LoopImportCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "loop",
            abstract: HelpText.localized(
                en: "Import Loop Habit Tracker's CSV export or database backup: habits, done days, skipped days.",
                ko: "Loop Habit Tracker 의 CSV 내보내기나 데이터베이스 백업을 가져옵니다: 습관, 한 날, 건너뛴 날."))
    }

    /// The most an export's archive may hold (years of history are a few megabytes), so a
    /// huge file is refused before it is read into memory.
    static let archiveLimit = 256 << 20

    @Argument(
        help: .init(
            en: "The export: `Loop Habits CSV ….zip`, the folder it unpacks to, or a `Loop Backup ….db`.",
            ko: "내보낸 파일: `Loop Habits CSV ….zip`, 그것을 푼 폴더, 또는 `Loop Backup ….db`."),
        completion: .file())
    var path: String
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "The category the habits go into, made when missing (default Loop).",
            ko: "습관을 넣을 카테고리, 없으면 만듭니다(기본값 Loop)."))
    var category = "Loop"
    @Flag(help: .init(en: "Print the report without writing anything.", ko: "아무것도 쓰지 않고 보고만 합니다."))
    var dryRun = false
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let export = try Self.export(at: path, databases: context.dependencies.foreignDatabases)
        let report = try await context.habits.importLoop(export, category: category, dryRun: dryRun)
        return .written(HabitsCLIMessages.loopImported(report), json: report)
    }

    /// What the file or folder at `path` holds: Loop's database backup, read by `databases`,
    /// or its CSV export (a ZIP, or the folder it unpacks to). A pipe (`<(cat export.zip)`)
    /// is read as a file.
    static func export(at path: String, databases: (any ForeignDatabaseReader)?) throws(UserError) -> LoopExport {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw InputFile.missing(path)
        }
        if isFolder.boolValue { return try LoopExport(files: try folderFiles(at: path), source: path) }
        // A file over the limit is refused by its size before a byte is read.
        let data = try InputFile.read(path, limit: archiveLimit)
        if data.starts(with: Array("SQLite format 3".utf8)) {
            return try backup(data, at: path, databases: databases)
        }
        guard data.starts(with: [0x50, 0x4B]) else {
            throw UserError(HabitsCLIMessages.loopUnreadable(path), category: .invalidInput)
        }
        let archive = try ZipArchive(data, name: path)
        let files = try archive.files(LoopExport.filesRead(among: archive.paths)).mapValues {
            String(decoding: $0, as: UTF8.self)
        }
        return try LoopExport(files: files, source: path)
    }

    /// Loop's database backup: read where it lies, or, come through a pipe, from a copy in a
    /// temporary file (a database is read by its path).
    private static func backup(_ data: Data, at path: String, databases: (any ForeignDatabaseReader)?)
        throws(UserError) -> LoopExport
    {
        guard let databases else { throw UserError(HabitsCLIMessages.loopDatabase(path), category: .invalidInput) }
        var file = path
        if !InputFile.isRegularFile(path) {
            file =
                FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-loop-\(UUID().uuidString).db")
                .path
            guard FileManager.default.createFile(atPath: file, contents: data) else {
                throw UserError(HabitsCLIMessages.loopUnreadable(path), category: .io)
            }
        }
        defer { if file != path { try? FileManager.default.removeItem(atPath: file) } }
        guard let habits = try databases.rows(of: "Habits", columns: LoopExport.habitColumns, inFile: file),
            let repetitions = try databases.rows(of: "Repetitions", columns: LoopExport.repetitionColumns, inFile: file)
        else { throw UserError(HabitsCLIMessages.loopDatabase(path), category: .invalidInput) }
        return try LoopExport(habits: habits, repetitions: repetitions, source: path)
    }

    /// The export's CSV files in a folder, by their path inside it.
    static func folderFiles(at path: String) throws(UserError) -> [String: String] {
        // A folder: only the files the import reads, within the archive's budget together.
        let root = URL(fileURLWithPath: path).standardizedFileURL
        var found: [String: URL] = [:]
        let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard ["habits.csv", "checkmarks.csv"].contains(url.lastPathComponent.lowercased()) else { continue }
            found[String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))] = url
        }
        var files: [String: String] = [:]
        var total = 0
        for relative in LoopExport.filesRead(among: Array(found.keys)) {
            let url = found[relative]!
            let values = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
            total += values?.fileSize ?? 0
            guard values?.isRegularFile == true, total <= ZipArchive.inflatedLimit,
                let data = FileManager.default.contents(atPath: url.path)
            else {
                throw UserError(HabitsCLIMessages.loopUnreadable(url.path), category: .invalidInput)
            }
            files[relative] = String(decoding: data, as: UTF8.self)
        }
        return files
    }
}
