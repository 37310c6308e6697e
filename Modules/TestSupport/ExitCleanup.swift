import Foundation

/// What the test process undoes as it exits, last registered first done before the
/// temporary folders go: PostgreSQL servers stopped, small disks unmounted (a test's value
/// that holds one is never deinitialized before the exit).
final class ExitCleanup: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var actions: [() -> Void] = []

    static func register(_ action: @escaping () -> Void) {
        lock.withLock {
            if actions.isEmpty { atexit { ExitCleanup.runAll() } }
            actions.append(action)
        }
    }

    private static func runAll() {
        for action in lock.withLock({ actions }).reversed() { action() }
    }
}
