import Foundation

/// Kills a child process that is still running after `limit`, so a test waiting on it (for
/// its exit, or for output it will never print) fails instead of hanging the whole run. A
/// timer of its own, not a task: it must fire even while every task of the test process
/// waits.
public final class HangGuard: @unchecked Sendable {
    private let kill: DispatchWorkItem

    public init(pid: pid_t, limit: Duration) {
        kill = DispatchWorkItem { Foundation.kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(Int(limit.components.seconds)), execute: kill)
    }

    /// The process ended (or was waited for): the guard is no longer needed.
    public func cancel() { kill.cancel() }

    deinit { kill.cancel() }
}
