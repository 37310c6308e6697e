import ArgumentParser

/// Options every Mosaic command takes, before or after the subcommand name.
public struct GlobalOptions: ParsableArguments, Sendable {
    @Option(name: .customLong("data-dir"), help: "Where data lives (default: $MOSAIC_HOME, $XDG_DATA_HOME/mosaic, ~/.local/share/mosaic).")
    public var dataDirectory: String?

    @Option(name: .customLong("storage"), help: "Storage engine: sqlite (default) or memory (a throwaway in-memory database).")
    public var store: StoreKind = .sqlite

    @Flag(help: "Print data as JSON (stable, for scripts).")
    public var json = false

    @Option(help: "Language of messages: en or ko (default: from LANG, else en).")
    public var lang: String?

    @Flag(name: .customLong("no-color"), help: "Never colour the output.")
    public var noColor = false

    public init() {}

    public func validate() throws {
        // An empty path would put the database in the current folder.
        if let dataDirectory, dataDirectory.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--data-dir needs a folder; it cannot be empty.")
        }
    }

    /// The storage engines.
    public enum StoreKind: String, ExpressibleByArgument, Sendable, CaseIterable {
        case sqlite
        case memory
    }

    /// The names of the options that take a value, for moving them after the subcommand.
    public static let valueOptions: Set<String> = ["--data-dir", "--storage", "--lang"]
    /// The names of the flags.
    public static let flags: Set<String> = ["--json", "--no-color"]
}
