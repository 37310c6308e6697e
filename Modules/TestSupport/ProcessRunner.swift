import Foundation

/// Runs a built executable and collects what it printed and its exit code.
public struct ProcessRunner: Sendable {
    /// What one run produced.
    public struct Result: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String

        public init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }
    }

    public var executable: URL
    public var environment: [String: String]
    /// How long a run may take before it is killed (a hang then fails the test with 137
    /// instead of stopping the suite); builds of a whole package need far longer.
    public var timeout: Duration

    public init(executable: URL, environment: [String: String] = [:], timeout: Duration = .seconds(120)) {
        self.executable = executable
        self.timeout = timeout
        var base = ProcessInfo.processInfo.environment
        base["NO_COLOR"] = "1"
        base.removeValue(forKey: "LANG")
        base.removeValue(forKey: "LC_ALL")
        base.removeValue(forKey: "LC_MESSAGES")
        // Help and tables are as wide as the terminal; a test's output must not depend on it.
        base.removeValue(forKey: "COLUMNS")
        base.removeValue(forKey: "LINES")
        base.removeValue(forKey: "PAGER")
        base.removeValue(forKey: "MOSAIC_PAGER")
        self.environment = base.merging(environment) { $1 }
    }

    /// Runs with stdin on a pseudo-terminal, as a person at a terminal would: each of
    /// `typing` is a line typed in answer to a prompt; `endOfInput` then presses Ctrl-D.
    public func runOnTerminal(_ arguments: [String], typing lines: [String], endOfInput: Bool = true) throws -> Result {
        var controller: Int32 = -1
        var device: Int32 = -1
        guard openpty(&controller, &device, nil, nil, nil) == 0 else { throw POSIXError(.ENOTTY) }
        let terminal = FileHandle(fileDescriptor: device, closeOnDealloc: true)
        // Typed ahead: the terminal's line discipline hands the program one line per read.
        var typed = lines.map { $0 + "\n" }.joined()
        if endOfInput { typed += "\u{04}" }
        _ = Array(typed.utf8).withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
        // Drain the echo so the terminal's buffer never fills; ends when the terminal closes.
        let controllerFD = controller
        let echo = Thread {
            let controller = controllerFD
            var buffer = [UInt8](repeating: 0, count: 1024)
            while read(controller, &buffer, buffer.count) > 0 {}
            close(controller)
        }
        echo.start()
        defer { try? terminal.close() }
        return try run(arguments, standardInput: terminal)
    }

    /// `run` on a thread of its own: waiting for the child never blocks the cooperative
    /// pool, which in-process servers (StubAPI) and other tests need (2 threads here).
    public func runAsync(_ arguments: [String], input: String = "") async throws -> Result {
        try await Self.offPool { try run(arguments, input: input) }
    }

    /// Runs blocking `work` on a new thread and resumes with its result.
    public static func offPool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await TestSupport.offPool { Swift.Result { try work() } }.get()
    }

    /// Runs with `arguments`, feeding `input` on stdin (stdin is a pipe, never a terminal).
    /// The input is written while the process runs, from a thread of its own: written before,
    /// anything past the pipe's 64 KB waited forever for a reader not yet started.
    public func run(_ arguments: [String], input: String = "") throws -> Result {
        let stdin = Pipe()
        let bytes = Data(input.utf8)
        return try run(arguments, standardInput: stdin) {
            // A program that stops reading early (a refused 16 MB stdin) closes the pipe:
            // the rest is dropped (EPIPE, with SIGPIPE ignored in the test process).
            Self.ignoreBrokenPipes
            let writer = stdin.fileHandleForWriting
            try? writer.write(contentsOf: bytes)
            try? writer.close()
        }
    }

    /// SIGPIPE ignored, once: a write to a pipe its reader closed fails instead of ending the tests.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    private func run(_ arguments: [String], standardInput: Any, feed: (@Sendable () -> Void)? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = standardInput
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let fed = DispatchSemaphore(value: 0)
        if let feed {
            Thread {
                feed()
                fed.signal()
            }.start()
        } else {
            fed.signal()
        }
        // A run that waits forever (for input that will never come) fails the test instead
        // of hanging the suite: killed after `timeout`, it ends with 137.
        let watchdog = HangGuard(pid: process.processIdentifier, limit: timeout)
        defer { watchdog.cancel() }
        // Read both pipes while the process runs, so a large output cannot block it.
        let errors = LockedData()
        let errorsRead = DispatchSemaphore(value: 0)
        let errorReader = Thread {
            errors.set(stderr.fileHandleForReading.readDataToEndOfFile())
            errorsRead.signal()
        }
        errorReader.start()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorsRead.wait()
        fed.wait()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: errors.data, as: UTF8.self)
        )
    }
}

/// Data handed from the stderr reader thread.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Data?

    func set(_ data: Data) { lock.withLock { stored = data } }
    var data: Data { lock.withLock { stored ?? Data() } }
}
