import CommandKit
import CommandRuntime
import Console
import Foundation
import TestSupport

#if MOSAIC_SERVER_STORAGE
    import ServerStorage
#endif

/// Runs `mosaic` with a fresh data dir and no colour: in process through the same runner
/// the binary uses, offering `tree` (a feature's command tests give their feature's plugin
/// alone), or, for what needs a real process (exit by signal, terminals, several processes)
/// and whenever `MOSAIC_BIN_PATH` names a build to test (CI's release run), the built binary.
public struct MosaicBinary: Sendable {
    /// What the in-process runs offer.
    public let tree: CommandTree
    /// What the in-process runs carry of `mosaic-server`'s.
    public let server: ServerParts
    public let data = TemporaryDirectory("mosaic-e2e")
    public var environment: [String: String] = [:]
    /// With `MOSAIC_TEST_STORAGE=postgres` (CI's PostgreSQL run), a fresh database on the
    /// test server that every run of this binary uses (`MOSAIC_DATABASE_URL`).
    let database = Self.storageUnderTest()
    public var databaseURL: String? { database?.url }

    /// A run offering `tree`: the app's, or some features' alone; `server`, what it carries
    /// of `mosaic-server`'s (by default its PostgreSQL engine when the whole package is built).
    public init(tree: CommandTree, server: ServerParts = Self.storageParts) {
        self.tree = tree
        self.server = server
    }

    /// A run offering `plugins`' commands alone, as a feature's command tests do.
    public init(plugins: [any CommandPlugin.Type]) {
        self.init(tree: CommandTree(plugins: plugins))
    }

    /// Runs the built binary as its own process (on a thread of its own), for what only a
    /// finished process guarantees, such as every file it opened being closed.
    public func launch(_ arguments: [String], input: String = "") async throws -> ProcessRunner.Result {
        try await runner.runAsync(arguments, input: input)
    }

    /// Runs `arguments` with `input` on stdin (not a terminal): in process, or the chosen
    /// binary on a thread of its own, so the test's StubAPI keeps answering meanwhile.
    public func runAsync(_ arguments: [String], input: String = "") async throws -> ProcessRunner.Result {
        if BuiltProducts.chosenDirectory != nil {
            return try await runner.runAsync(arguments, input: input)
        }
        return await runInProcess(arguments, input: input)
    }

    /// Runs `arguments` in this process through the binary's runner, whatever build is chosen
    /// (for what only an in-process run can see, such as the command's screens closing).
    public func runInProcess(_ arguments: [String], input: String = "") async -> ProcessRunner.Result {
        await runInProcess(arguments, lines: .piped(input))
    }

    /// Runs in process as on a terminal that answers each prompt with the next of `typing`
    /// (a plain line reader: no line editing).
    public func runInProcess(_ arguments: [String], typing: [String]) async -> ProcessRunner.Result {
        await runInProcess(arguments, lines: .scripted(typing))
    }

    /// Runs in process, answering prompts with `typing` as a terminal when given, and says
    /// what each of the run's screens had as it closed.
    public func runInProcessClosingScreens(_ arguments: [String], typing: [String]? = nil) async
        -> (result: ProcessRunner.Result, screens: [CommandScreen.Report])
    {
        await runInProcessClosingScreens(arguments, lines: typing.map { .scripted($0) } ?? .piped(""))
    }

    private func runInProcess(_ arguments: [String], lines: LineInput) async -> ProcessRunner.Result {
        await runInProcessClosingScreens(arguments, lines: lines).result
    }

    private func runInProcessClosingScreens(_ arguments: [String], lines: LineInput) async
        -> (result: ProcessRunner.Result, screens: [CommandScreen.Report])
    {
        let (stdout, readStdout) = TextSink.memory()
        let (stderr, readStderr) = TextSink.memory()
        let app = AppEnvironment(
            stdout: stdout, stderr: stderr, input: lines,
            lineEditor: LineEditor { nil }, environment: runner.environment, tree: tree, server: server)
        let status = await MosaicRunner(app: app).run(arguments)
        return (ProcessRunner.Result(status: status, stdout: readStdout(), stderr: readStderr()), app.closedScreens.all)
    }

    /// Runs with stdin on a pseudo-terminal, each of `typing` a line typed at a prompt, on
    /// a thread of its own (see `runAsync`).
    public func runOnTerminalAsync(_ arguments: [String], typing: [String], endOfInput: Bool = true) async throws
        -> ProcessRunner.Result
    {
        let runner = runner
        return try await ProcessRunner.offPool {
            try runner.runOnTerminal(arguments, typing: typing, endOfInput: endOfInput)
        }
    }

    /// Starts a run with stdin, stdout and stderr on a pseudo-terminal, to be driven key by key.
    public func onTerminal(_ arguments: [String]) throws -> TerminalSession {
        try TerminalSession(executable: runner.executable, arguments: arguments, environment: runner.environment)
    }

    /// The CPU time (user + system seconds) that one run used, as `sh`'s `times` reports
    /// it for its child, and the run's exit status.
    public func cpuTime(_ arguments: [String]) async throws -> (status: Int32, seconds: Double) {
        var shell = runner
        shell.executable = URL(fileURLWithPath: "/bin/sh")
        let script = #""$0" "$@" >/dev/null 2>&1; status=$?; times; exit $status"#
        let result = try await shell.runAsync(["-c", script, runner.executable.path] + arguments)
        // `times` prints the shell's own times, then its children's: "0m0.020s 0m0.010s".
        let children = result.stdout.split(separator: "\n").last ?? ""
        let seconds = children.split(separator: " ").map { field -> Double in
            let parts = field.dropLast().split(separator: "m")
            return (Double(parts.first ?? "0") ?? 0) * 60 + (Double(parts.last ?? "0") ?? 0)
        }.reduce(0, +)
        return (result.status, seconds)
    }

    /// Runs `script` in bash with the built binary as `$0`, for what only a shell shows
    /// (pipes closed early, redirections).
    public func shell(_ script: String) async throws -> ProcessRunner.Result {
        var shell = runner
        shell.executable = URL(fileURLWithPath: "/bin/bash")
        return try await shell.runAsync(["-c", script, runner.executable.path])
    }

    /// Starts the shell `shell` on a pseudo-terminal with this data dir's environment and the
    /// built `mosaic` first on its PATH, its home the data dir: a person at their shell.
    public func shellOnTerminal(_ shell: URL, arguments: [String]) throws -> TerminalSession {
        var environment = runner.environment
        environment["PATH"] = runner.executable.deletingLastPathComponent().path + ":/usr/bin:/bin"
        environment["HOME"] = data.path
        environment["TERM"] = "xterm"
        // A person's terminal speaks UTF-8: Hangul is typed and completed as characters.
        environment["LANG"] = "C.UTF-8"
        return try TerminalSession(executable: shell, arguments: arguments, environment: environment)
    }

    /// Starts the built binary and returns at once, for a run that lasts (`serve`).
    public func start(_ arguments: [String]) throws -> RunningMosaic {
        try RunningMosaic(executable: runner.executable, arguments: arguments, environment: runner.environment)
    }

    private var runner: ProcessRunner {
        var environment = ["MOSAIC_HOME": data.path]
        if let databaseURL { environment["MOSAIC_DATABASE_URL"] = databaseURL }
        environment.merge(self.environment) { $1 }
        return ProcessRunner(executable: BuiltProducts.executable("mosaic"), environment: environment)
    }

    public func json(_ result: ProcessRunner.Result) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    /// The database URL for a PostgreSQL run, nil for SQLite. When PostgreSQL was asked for
    /// but cannot start, a URL nothing answers, so every test says so rather than passing on SQLite.
    public static func storageUnderTest() -> (url: String, name: String)? {
        guard ProcessInfo.processInfo.environment["MOSAIC_TEST_STORAGE"] == "postgres" else { return nil }
        // Made as the binary is (a property's initial value), so it waits here.
        guard let server = PostgresServer.shared, let database = try? server.createDatabaseBlocking() else {
            return ("postgres://postgres@127.0.0.1:1/postgresql_did_not_start", "postgresql_did_not_start")
        }
        return (server.url(database: database), database)
    }

    /// The stored photo's bytes, read behind Mosaic's back: the data dir's file, or the row.
    public func storedPhoto(_ key: String) async throws -> Data? {
        guard let database, let server = PostgresServer.shared else {
            return FileManager.default.contents(atPath: data.path + "/files/" + key)
        }
        let text = try await server.psql(
            database.name, "SELECT encode(data, 'base64') FROM mosaic_blobs WHERE key = '\(key)'"
        )
        .filter { !$0.isWhitespace }
        return text.isEmpty ? nil : Data(base64Encoded: text)
    }

    /// The names of the stored photos under `folder` (a feature's first key segment).
    public func storedPhotoNames(under folder: String) async throws -> [String] {
        guard let database, let server = PostgresServer.shared else {
            return try FileManager.default.contentsOfDirectory(atPath: data.path + "/files/" + folder)
        }
        return try await server.psql(database.name, "SELECT key FROM mosaic_blobs WHERE starts_with(key, '\(folder)/')")
            .split(separator: "\n").map { String($0.dropFirst(folder.count + 1)) }
    }

    /// Where `mosaic … open` hands the photo out: the data dir's file, or its copy in the cache.
    public func photoPath(_ key: String) -> String {
        data.path + (database == nil ? "/files/" : "/cache/photos/") + key
    }

    /// In process, `mosaic-server`'s PostgreSQL engine when the whole package is built;
    /// gated to some features, none: their commands run on SQLite.
    public static var storageParts: ServerParts {
        #if MOSAIC_SERVER_STORAGE
            ServerParts(storage: PostgresStorageParts(), web: nil)
        #else
            ServerParts(storage: nil, web: nil)
        #endif
    }
}
