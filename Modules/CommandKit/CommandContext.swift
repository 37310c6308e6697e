import Console
import Core
import FeatureContract
import Persistence

/// What a command gets: the feature dependencies every front shares, and the terminal
/// (output, prompts, keystrokes). Built once per run by the composition root.
public struct CommandContext: FeatureContext, Sendable {
    public let dependencies: FeatureDependencies
    public let io: TerminalIO
    public let prompter: Prompter
    /// Reads keystrokes for live (interactive) screens.
    public let lineEditor: LineEditor
    /// The run's screens, each as it closed (`withScreen`).
    public let closedScreens: ClosedScreens
    /// Whose the records with the ids it is handed (when it needs them) are, for `--json`
    /// (`JSONSharing`); nil where no one says (a household of one, a feature's tests).
    let recordSharing: (@Sendable (() -> [String]) async throws -> JSONSharing?)?

    public init(
        dependencies: FeatureDependencies, io: TerminalIO, prompter: Prompter, lineEditor: LineEditor,
        closedScreens: ClosedScreens = ClosedScreens(),
        recordSharing: (@Sendable (() -> [String]) async throws -> JSONSharing?)? = nil
    ) {
        self.dependencies = dependencies
        self.io = io
        self.prompter = prompter
        self.lineEditor = lineEditor
        self.closedScreens = closedScreens
        self.recordSharing = recordSharing
    }

    /// Shows what a command returned (`TerminalIO.show`), its JSON saying whose each record
    /// is in a household of several.
    public func show(_ output: CommandOutput) async throws {
        var io = io
        if let recordSharing, io.json {
            let shown = io
            io.sharing = try await recordSharing { shown.jsonIDs(of: output) }
        }
        try io.show(output)
    }

    public var language: Language { io.language }
    public var settings: any SettingsStore { get throws { try dependencies.settings } }
    public var clock: any Clock<Duration> { dependencies.clock }
    public var dates: DateProvider { dependencies.dates }
    public var exports: ExportWriter { dependencies.exports }
}
