import Foundation
import Synchronization

/// How a connection waits for another process's lock on the database file: as long as the
/// database keeps changing (someone is committing), and up to `patience` after it last
/// changed. A fixed timeout fails a writer whose turn keeps being taken by busy writers
/// (SQLite's waiters poll, they do not queue): on a loaded machine four processes saving
/// in a loop starved one past 15 s. Only a lock held with nothing being written, a stuck
/// process, ends the wait with "the database stayed locked".
///
/// The patience is counted in the waiter's own pauses, not by the clock: a machine that
/// stops every process for a while (a virtual machine's host, a suspended laptop) moves the
/// clock past the patience without giving the lock's holder a turn to commit, and a wait
/// counted by the clock then gave up at its first poll after the pause.
final class LockWait: Sendable {
    /// What changes when a transaction commits: the write-ahead log's (and, outside WAL
    /// mode, the database file's) size and modification time, in nanoseconds.
    struct Stamp: Equatable, Sendable {
        var log: [Int64]
        var file: [Int64]
    }

    private struct State {
        /// The pauses since the database last changed.
        var waited = Duration.zero
        var stamp: Stamp?
    }

    private let patience: Duration
    private let stamp: @Sendable () -> Stamp?
    private let pause: @Sendable (Duration) -> Void
    private let state = Mutex(State())

    /// Waits on the database at `path`, polling every few milliseconds.
    convenience init(databasePath path: String, patience: Duration = .seconds(15)) {
        self.init(
            patience: patience, stamp: { Self.stamp(of: path) },
            pause: { interval in usleep(useconds_t(interval / .microseconds(1))) })
    }

    /// `stamp` reads the database's state, `pause` sleeps for the interval it is given.
    init(patience: Duration, stamp: @escaping @Sendable () -> Stamp?, pause: @escaping @Sendable (Duration) -> Void) {
        self.patience = patience
        self.stamp = stamp
        self.pause = pause
    }

    /// SQLite's busy handler: true to try again (after a pause), false to give up.
    func shouldRetry(numberOfTries: Int) -> Bool {
        let current = stamp()
        // 1 ms, 2 ms, … then every 10 ms.
        let interval = Duration.milliseconds(min(numberOfTries + 1, 10))
        let waited = state.withLock { state in
            if numberOfTries == 0 || current != state.stamp {
                state.waited = .zero
                state.stamp = current
            }
            let waited = state.waited
            state.waited += interval
            return waited
        }
        guard waited < patience else { return false }
        pause(interval)
        return true
    }

    static func stamp(of databasePath: String) -> Stamp {
        Stamp(log: sizeAndTime(of: databasePath + "-wal"), file: sizeAndTime(of: databasePath))
    }

    private static func sizeAndTime(of path: String) -> [Int64] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        return [Int64(info.st_size), Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)]
    }
}
