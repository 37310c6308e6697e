import Foundation

/// Runs a built executable and collects what it printed and its exit code.
public struct ProcessRunner: Sendable {
    /// What one run produced.
    public struct Result: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    public let executable: URL
    public var environment: [String: String]

    public init(executable: URL, environment: [String: String] = [:]) {
        self.executable = executable
        var base = ProcessInfo.processInfo.environment
        base["NO_COLOR"] = "1"
        base.removeValue(forKey: "LANG")
        base.removeValue(forKey: "LC_ALL")
        base.removeValue(forKey: "LC_MESSAGES")
        self.environment = base.merging(environment) { $1 }
    }

    /// Runs with `arguments`, feeding `input` on stdin (stdin is a pipe, never a terminal).
    public func run(_ arguments: [String], input: String = "") throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
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
