import Core
import Foundation
import Persistence

/// What a command needs to do its work, built once by the composition root and handed
/// to the command: plain dependency injection, no globals.
public struct CommandContext: Sendable {
    public let io: TerminalIO
    public let prompter: Prompter
    public let records: any RecordStore
    public let blobs: any BlobStore
    public let settings: any SettingsStore
    public let http: any HTTPClient
    /// The process environment (API keys, base URLs).
    public let environment: [String: String]
    public let clock: any Clock<Duration>
    public let dates: DateProvider
    public let ids: IDProvider
    /// Reads keystrokes for live (interactive) screens.
    public let lineEditor: LineEditor
    /// Writes export files anywhere but over the store's own files.
    public let exports: ExportWriter

    public init(
        io: TerminalIO,
        prompter: Prompter,
        records: any RecordStore,
        blobs: any BlobStore,
        settings: any SettingsStore,
        http: any HTTPClient,
        environment: [String: String],
        clock: any Clock<Duration>,
        dates: DateProvider,
        ids: IDProvider,
        lineEditor: LineEditor,
        exports: ExportWriter
    ) {
        self.io = io
        self.prompter = prompter
        self.records = records
        self.blobs = blobs
        self.settings = settings
        self.http = http
        self.environment = environment
        self.clock = clock
        self.dates = dates
        self.ids = ids
        self.lineEditor = lineEditor
        self.exports = exports
    }

    public var language: Language { io.language }
}
