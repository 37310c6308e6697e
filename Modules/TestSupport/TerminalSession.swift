import Core
import Foundation

/// A program running on a pseudo-terminal (stdin, stdout and stderr), driven as a person
/// would: wait until the screen shows something, press keys, see how it ended and in
/// which mode it left the terminal. Waits end on output or exit, never on a timer; the
/// deadline only turns a hang into a failure.
public final class TerminalSession: @unchecked Sendable {
    private let pid: pid_t
    private let controller: Int32
    // Kept open while the program runs, so that reading the controller never fails before
    // the program has opened its side; closed once it has ended (`exitStatus`).
    private let device: LockedValue<Int32?>
    private let condition = NSCondition()
    private var output = Data()
    private var closed = false
    private let exit = LockedValue<Int32?>(nil)

    /// Starts `executable` as the leader of a new session whose controlling terminal is a
    /// new pseudo-terminal (as a login shell's child is), so that Ctrl-C at a line prompt
    /// raises SIGINT the way it does for a person.
    public init(executable: URL, arguments: [String], environment: [String: String]) throws {
        var controller: Int32 = -1
        var device: Int32 = -1
        var name = [CChar](repeating: 0, count: 256)
        // ttyname_r: tests start sessions in parallel, and ttyname's buffer is shared.
        guard openpty(&controller, &device, nil, nil, nil) == 0, ttyname_r(device, &name, name.count) == 0 else {
            throw POSIXError(.ENOTTY)
        }
        // Neither end goes to another test's child (it would keep the terminal open).
        _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
        _ = fcntl(device, F_SETFD, FD_CLOEXEC)
        self.controller = controller
        self.device = LockedValue(device)
        let devicePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        // POSIX_SPAWN_SETSID (glibc): the new session's first terminal opened becomes its own.
        // POSIX_SPAWN_SETSIGDEF: the keyboard's signals as a person's shell leaves them, even
        // when the test process runs with them ignored (a `&` job of a script ignores SIGINT,
        // and a spawned child inherits that, so Ctrl-C on its terminal did nothing).
        posix_spawnattr_setflags(&attributes, 0x80 | Int16(POSIX_SPAWN_SETSIGDEF))
        var keyboard = sigset_t()
        sigemptyset(&keyboard)
        for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGHUP, SIGTERM] { sigaddset(&keyboard, signal) }
        posix_spawnattr_setsigdefault(&attributes, &keyboard)
        posix_spawn_file_actions_addopen(&actions, 0, devicePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // Nothing of the test process but the terminal: a pipe of another test inherited
        // here would stay open while this program waits for keys, and that test's read
        // with it (a full run once hung so).
        addClosingOtherDescriptors(&actions)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable.path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        pid = child
        Thread { [self] in readScreen() }.start()
    }

    deinit {
        if exit.value == nil {
            kill(pid, SIGKILL)
            _ = reap()
        }
        closeDevice()
        close(controller)
    }

    /// Waits until everything printed so far contains `text`; false if the program ended
    /// or `deadline` passed first.
    public func waitFor(_ text: String, deadline: Duration = .seconds(20)) async -> Bool {
        let needle = Data(text.utf8)
        let limit = Date().addingTimeInterval(Double(deadline.components.seconds))
        return await offPool { [self] in
            condition.lock()
            defer { condition.unlock() }
            while output.range(of: needle) == nil {
                if closed || !condition.wait(until: limit) { return output.range(of: needle) != nil }
            }
            return true
        }
    }

    /// What the program printed and has been read so far, as text; once `exitStatus`
    /// has returned, all of it.
    public var screen: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: output, as: UTF8.self)
    }

    /// Sends `keys` as typed (e.g. "ab\u{04}" for a, b, Ctrl-D).
    public func type(_ keys: String) {
        _ = Array(keys.utf8).withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Sends `first`, then `rest` `gap` later, as a slow link splits a key's bytes. The pause
    /// is kept on a thread of its own: a busy test run's task pool would stretch a task's sleep.
    public func type(_ first: String, then rest: String, after gap: Duration) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let thread = Thread { [self] in
                type(first)
                let (seconds, attoseconds) = gap.components
                usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
                type(rest)
                done.resume()
            }
            thread.start()
        }
    }

    /// Sends `signal` to the program, as `kill` would.
    public func signal(_ signal: Int32) {
        kill(pid, signal)
    }

    /// The exit status once the program ends (128 + n for death by signal n, as a shell
    /// says), with all it printed read into `screen`. A program still running at
    /// `deadline` is killed, so a hang fails with 137.
    public func exitStatus(deadline: Duration = .seconds(20)) async -> Int32 {
        let watchdog = HangGuard(pid: pid, limit: deadline)
        defer { watchdog.cancel() }
        let status = await offPool { [self] in reap() }
        let limit = Date().addingTimeInterval(Double(deadline.components.seconds))
        await offPool { [self] in readToEnd(until: limit) }
        return status
    }

    /// Whether the terminal echoes and reads whole lines, as a shell expects to find it.
    public var isInLineMode: Bool {
        var modes = termios()
        guard tcgetattr(controller, &modes) == 0 else { return false }
        return modes.c_lflag & tcflag_t(ECHO) != 0 && modes.c_lflag & tcflag_t(ICANON) != 0
    }

    private func reap() -> Int32 {
        if let status = exit.value { return status }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
        let signal = status & 0x7F
        let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        exit.withLock { $0 = code }
        return code
    }

    /// The program has ended, yet the last of what it printed may still wait in the
    /// terminal. With this side's copy closed too, reading the controller ends right
    /// after it, which `readScreen` marks as `closed`.
    private func readToEnd(until limit: Date) {
        closeDevice()
        condition.lock()
        defer { condition.unlock() }
        while !closed, condition.wait(until: limit) {}
    }

    private func closeDevice() {
        device.withLock { device in
            if let open = device { close(open) }
            device = nil
        }
    }

    private func readScreen() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(controller, &buffer, buffer.count)
            condition.lock()
            if count > 0 { output.append(contentsOf: buffer[0..<count]) } else { closed = true }
            condition.broadcast()
            condition.unlock()
            if count <= 0 { return }
        }
    }
}
