import Core
import Foundation

/// A command the person named in the environment (`$PAGER`, `$EDITOR`), run through
/// `/bin/sh` as git and gh run them, so `less -R` or `code --wait` work; our own
/// terminal stays its stdout and stderr.
public enum ShellCommand {
    /// Runs `command "$@"` with `arguments`, feeding `input` on its stdin when given (else
    /// it reads ours), and waits for it; its exit status, or nil when it could not start.
    public static func run(_ command: String, arguments: [String] = [], environment: [String: String], input: Data?)
        -> Int32?
    {
        var ends: [Int32] = [-1, -1]
        if input != nil, pipe(&ends) != 0 { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if input != nil {
            posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
            posix_spawn_file_actions_addclose(&actions, ends[0])
            posix_spawn_file_actions_addclose(&actions, ends[1])
        }
        let words = ["sh", "-c", command + " \"$@\"", "sh"] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp) == 0
        if input != nil { close(ends[0]) }
        if let input {
            // A pager quit early closes its end (EPIPE, SIGPIPE being ignored): the rest is not wanted.
            if started { _ = input.withUnsafeBytes { FileDescriptor.writeAll($0, to: ends[1]) } }
            close(ends[1])
        }
        guard started else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import as macros.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
