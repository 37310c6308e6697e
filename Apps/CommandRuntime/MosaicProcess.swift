import Core
import Foundation

/// One run of a Mosaic executable, from its arguments to its exit: the same for `mosaic` and
/// for `mosaic-server`, which differ only in the parts they are built with.
public enum MosaicProcess {
    /// Runs this process's command line, offering `tree`, with `server`'s parts when the
    /// executable has them, and exits with the command's status.
    public static func run(tree: CommandTree, server: ServerParts?) -> Never {
        // A reader that closes the pipe early ends the output, not the process by a signal.
        signal(SIGPIPE, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        // A command allocates on a thread or two, so one malloc arena serves it: each
        // further arena is a new heap grown page by page on first use. The server's many
        // threads keep glibc's default of an arena per core.
        if !arguments.contains("serve") { useOneMallocArena() }
        if let version = MosaicRunner.versionAnswer(to: arguments) {
            print(version, terminator: "")
            exit(0)
        }
        // This thread runs the command, and Dispatch's threads block signals, so it takes
        // them: a mask inherited from the launching process must not keep Ctrl-C or SIGTERM
        // from ending the command.
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        let runner = MosaicRunner(app: .live(tree: tree, server: server))
        // The command runs on this thread, so it starts no thread pool of its own.
        let status = CallingThreadExecutor.run { await runner.run(arguments) }
        // The runner, and the stores it closed, live until the exit: releasing a closed
        // SQLite store disposes its dispatch queue, whose clean-up starts a pool thread.
        withExtendedLifetime(runner) { exit(status) }
    }
}

/// glibc's `mallopt(M_ARENA_MAX, 1)`: neither the function nor the macro is in the Glibc
/// module, so the function is looked up by name and called as C.
private func useOneMallocArena() {
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    guard let mallopt = dlsym(nil, "mallopt") else { return }
    let arenaMax: Int32 = -8  // M_ARENA_MAX in <malloc.h>
    _ = unsafeBitCast(mallopt, to: Mallopt.self)(arenaMax, 1)
}
