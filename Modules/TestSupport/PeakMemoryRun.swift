import Foundation

/// Runs an executable to its end with its output discarded and reports the most memory it
/// held and the CPU time it used: the kernel's own counts for that one child (`wait4`'s
/// `ru_maxrss`, `ru_utime` and `ru_stime`), which a busy machine does not inflate.
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

    /// Runs `executable` with `arguments` and `environment`, stdin empty, on a thread of its own.
    public static func run(_ executable: URL, _ arguments: [String], environment: [String: String]) async throws
        -> Result
    {
        try await ProcessRunner.offPool { try runBlocking(executable, arguments, environment: environment) }
    }

    private static func runBlocking(_ executable: URL, _ arguments: [String], environment: [String: String]) throws
        -> Result
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        addClosingOtherDescriptors(&actions)
        let words = [executable.path] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let cpu = [usage.ru_utime, usage.ru_stime].reduce(0.0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
        return Result(status: exit, peakBytes: usage.ru_maxrss * 1024, cpuSeconds: cpu)
    }
}
