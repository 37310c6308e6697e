import Foundation
import TestSupport

/// A `mosaic` process that keeps running (a server): its stdout read line by line, then
/// stopped with a signal as Ctrl-C would. One still running after `limit` is killed, so a
/// read that waits for a line it will never print ends (nil) instead of hanging the run.
public final class RunningMosaic: @unchecked Sendable {
    private let process = Process()
    private let hangGuard: HangGuard
    private let stdout = Pipe()
    private let stderr = Pipe()
    private var buffered = Data()
    private var bufferedErrors = Data()

    public init(executable: URL, arguments: [String], environment: [String: String], limit: Duration = .seconds(180))
        throws
    {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }.merging(["NO_COLOR": "1"])
        { $1 }
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        hangGuard = HangGuard(pid: process.processIdentifier, limit: limit)
    }

    /// The running process's id.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// The next line of stdout; nil once the process closed it. Waited for off the
    /// cooperative pool, which the rest of the test process needs meanwhile.
    public func readLine() async -> String? {
        (try? await ProcessRunner.offPool { [self] in Self.nextLine(from: stdout, buffered: &buffered) }) ?? nil
    }

    /// The next line of stderr (progress, warnings; nil once closed), with `signal` sent the moment it is read, on the reading
    /// thread: a test that stops a command at a line of its progress does not wait for the
    /// cooperative pool first (on a loaded run, long enough for the command to finish).
    public func readErrorLine(thenSend signal: Int32) async -> String? {
        let line = try? await ProcessRunner.offPool { [self] in
            let line = Self.nextLine(from: stderr, buffered: &bufferedErrors)
            kill(process.processIdentifier, signal)
            return line
        }
        return line ?? nil
    }

    private static func nextLine(from pipe: Pipe, buffered: inout Data) -> String? {
        while true {
            if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[..<end], as: UTF8.self)
                buffered.removeSubrange(...end)
                return line
            }
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { return buffered.isEmpty ? nil : String(decoding: buffered, as: UTF8.self) }
            buffered.append(chunk)
        }
    }

    /// Sends Ctrl-C without waiting: a test's cleanup (`defer`), where nothing can be awaited.
    public func interrupt() {
        if process.isRunning { kill(process.processIdentifier, SIGINT) }
    }

    /// Sends `signal` (SIGINT: Ctrl-C) and waits for the exit: its status, the rest of
    /// stdout and all of stderr.
    public func stop(_ signal: Int32 = SIGINT) async -> (status: Int32, stdout: String, stderr: String) {
        if process.isRunning { kill(process.processIdentifier, signal) }
        return await finish()
    }

    /// Waits (off the cooperative pool) for the process to end by itself.
    public func finish() async -> (status: Int32, stdout: String, stderr: String) {
        (try? await ProcessRunner.offPool { [self] in finishBlocking() }) ?? (-1, "", "")
    }

    private func finishBlocking() -> (status: Int32, stdout: String, stderr: String) {
        let rest = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        hangGuard.cancel()
        return (
            process.terminationStatus, String(decoding: buffered + rest, as: UTF8.self),
            String(decoding: bufferedErrors + errors, as: UTF8.self)
        )
    }
}
