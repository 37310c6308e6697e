import Foundation
import Synchronization

/// How a connection waits for another process's lock on the database file: as long as the
/// database keeps changing (someone is committing), and up to `patience` after it last
/// changed. A fixed timeout fails a writer whose turn keeps being taken by busy writers
/// (SQLite's waiters poll, they do not queue): on a loaded machine four processes saving
/// in a loop starved one past 15 s. Only a lock held with nothing being written, a stuck
/// process, ends the wait with "the database stayed locked".
final class LockWait: Sendable {
    /// What changes when a transaction commits: the write-ahead log's (and, outside WAL
    /// mode, the database file's) size and modification time, in nanoseconds.
    struct Stamp: Equatable, Sendable {
        var log: [Int64]
        var file: [Int64]
    }

    private struct State {
        var lastChange: ContinuousClock.Instant
        var stamp: Stamp?
    }

    private let patience: Duration
    private let stamp: @Sendable () -> Stamp?
    private let now: @Sendable () -> ContinuousClock.Instant
    private let pause: @Sendable (Int) -> Void
    private let state: Mutex<State>

    /// Waits on the database at `path`, polling every few milliseconds.
    convenience init(databasePath path: String, patience: Duration = .seconds(15)) {
        self.init(
            patience: patience, stamp: { Self.stamp(of: path) }, now: { ContinuousClock.now },
            pause: { tries in usleep(useconds_t(min(tries + 1, 10) * 1_000)) })
    }

    /// `stamp` reads the database's state, `pause` sleeps before try `n + 1`.
    init(
        patience: Duration, stamp: @escaping @Sendable () -> Stamp?,
        now: @escaping @Sendable () -> ContinuousClock.Instant, pause: @escaping @Sendable (Int) -> Void
    ) {
        self.patience = patience
        self.stamp = stamp
        self.now = now
        self.pause = pause
        state = Mutex(State(lastChange: now(), stamp: nil))
    }

    /// SQLite's busy handler: true to try again (after a pause), false to give up.
    func shouldRetry(numberOfTries: Int) -> Bool {
        let current = stamp()
        let time = now()
        let waited = state.withLock { state in
            if numberOfTries == 0 || current != state.stamp {
                state.lastChange = max(state.lastChange, time)
                state.stamp = current
            }
            return time - state.lastChange
        }
        guard waited < patience else { return false }
        pause(numberOfTries)
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
