import Foundation

/// Blocking work (a transfer, a password hash) run on a thread of its own, so it never
/// holds one of the few threads every task of the process shares.
public enum OwnThread {
    /// `work`'s result, computed on a new thread while the caller waits without blocking.
    public static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: work()) }
        }
    }
}
