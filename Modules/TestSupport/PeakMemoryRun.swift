import Foundation

/// Runs an executable to its end with its output discarded and reports the most memory it
/// held and the CPU time it used: the kernel's own counts for that one child (`ru_maxrss`,
/// `ru_utime`, `ru_stime`), which a busy machine does not inflate.
///
/// The child is started by a small Python process, not by the test process: `posix_spawn`
/// shares the parent's memory until the child's exec, and Linux carries that memory's peak
/// into the child's `ru_maxrss`, so a child of a test process holding 300 MB would report
/// 300 MB. Python's own few megabytes are the same for every run, so runs compare.
public enum PeakMemoryRun {
    /// What one run ended with.
    public struct Result: Sendable {
        /// The exit status (128 + the signal for a run a signal ended).
        public let status: Int32
        /// The child's peak resident memory, in bytes.
        public let peakBytes: Int
        /// The CPU time it used, user and system together.
        public let cpuSeconds: Double
    }

    private static let script = """
        import resource, subprocess, sys
        status = subprocess.call(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        print(128 - status if status < 0 else status, usage.ru_maxrss, usage.ru_utime + usage.ru_stime)
        """

    /// Runs `executable` with `arguments` and `environment`, stdin empty, on a thread of its own.
    public static func run(_ executable: URL, _ arguments: [String], environment: [String: String]) async throws
        -> Result
    {
        let python = ProcessRunner(
            executable: URL(fileURLWithPath: "/usr/bin/env"), environment: environment, timeout: .seconds(120))
        let result = try await python.runAsync(["python3", "-c", script, executable.path] + arguments)
        let fields = result.stdout.split(whereSeparator: \.isWhitespace)
        guard result.status == 0, fields.count == 3, let status = Int32(fields[0]), let kilobytes = Int(fields[1]),
            let seconds = Double(fields[2])
        else { throw POSIXError(.EIO) }
        return Result(status: status, peakBytes: kilobytes * 1024, cpuSeconds: seconds)
    }
}
