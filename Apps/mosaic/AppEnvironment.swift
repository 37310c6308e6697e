import Console
import Core
import Foundation
import HTTPLive
import Persistence
import PersistenceSQLite

/// The process-level inputs of one `mosaic` run (streams, environment), and the one
/// place that turns global options into live dependencies.
struct AppEnvironment: Sendable {
    let stdout: TextSink
    let stderr: TextSink
    let input: LineInput
    let environment: [String: String]
    let plugins: [any FeaturePlugin.Type]

    var recordTypes: [any Record.Type] { plugins.flatMap { $0.recordTypes } }

    func language(_ global: GlobalOptions) throws -> Language {
        guard let language = Language.resolve(flag: global.lang, environment: environment) else {
            throw UserError(CoreMessages.invalidLanguage(global.lang ?? ""), category: .invalidInput)
        }
        return language
    }

    func io(_ global: GlobalOptions) throws -> TerminalIO {
        TerminalIO(stdout: stdout, stderr: stderr, language: try language(global), json: global.json,
                   noColor: global.noColor, environment: environment)
    }

    func dataDirectory(_ global: GlobalOptions) -> URL {
        DataDirectory.resolve(flag: global.dataDirectory, environment: environment)
    }

    /// Opens the store the options name, with every plugin's record types.
    func openStorage(_ global: GlobalOptions) throws -> SQLiteStorage {
        switch global.store {
        case .memory: try SQLiteStorage.inMemory(recordTypes: recordTypes)
        case .sqlite: try SQLiteStorage.open(directory: dataDirectory(global), recordTypes: recordTypes)
        }
    }

    /// Where Foundation's networking may keep its own folders: inside the data dir, or a
    /// temporary folder for a throwaway in-memory store.
    func foundationFolder(_ global: GlobalOptions) -> URL {
        switch global.store {
        case .sqlite: dataDirectory(global).appendingPathComponent(".foundation", isDirectory: true)
        case .memory: FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-foundation", isDirectory: true)
        }
    }

    /// The live dependencies for a feature command, built once.
    func context(_ global: GlobalOptions) throws -> CommandContext {
        let io = try io(global)
        let storage = try openStorage(global)
        return CommandContext(
            io: io,
            prompter: Prompter(input: input, io: io),
            records: storage.records,
            blobs: storage.blobs,
            settings: storage.settings,
            http: URLSessionHTTPClient(version: MosaicVersion.current, foundationFolder: foundationFolder(global)),
            environment: environment,
            clock: ContinuousClock(),
            dates: try DateProvider.live(environment: environment),
            ids: .uuid,
            lineEditor: .standardInput(),
            exports: ExportWriter(protecting: SQLiteStorage.ownedPaths(in: dataDirectory(global)))
        )
    }
}
