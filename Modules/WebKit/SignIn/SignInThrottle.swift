import Foundation
import Synchronization

/// Wrong passwords per address: after `attempts` in `window`, that address is refused (429)
/// until the oldest of them is a window old. Kept by each server for itself.
final class SignInThrottle: Sendable {
    let attempts: Int
    let window: Duration
    private let failures = Mutex<[String: [ContinuousClock.Instant]]>([:])

    init(attempts: Int = 5, window: Duration = .seconds(60)) {
        self.attempts = attempts
        self.window = window
    }

    /// How long `address` must wait before trying again, or nil when it may try now.
    func retryAfter(_ address: String, now: ContinuousClock.Instant) -> Duration? {
        failures.withLock { failures in
            let recent = (failures[address] ?? []).filter { now - $0 < window }
            failures[address] = recent.isEmpty ? nil : recent
            guard recent.count >= attempts, let oldest = recent.first else { return nil }
            return window - (now - oldest)
        }
    }

    /// Counts a wrong password from `address`; returns how many it sent in the window.
    func failed(_ address: String, now: ContinuousClock.Instant) -> Int {
        failures.withLock { failures in
            var recent = (failures[address] ?? []).filter { now - $0 < window }
            recent.append(now)
            failures[address] = recent
            // Addresses that stopped trying are forgotten, so the table cannot grow without end.
            if failures.count > 10_000 {
                failures = failures.filter { _, times in times.contains { now - $0 < window } }
            }
            return recent.count
        }
    }

    /// Forgets `address`'s wrong passwords (it signed in).
    func succeeded(_ address: String) {
        _ = failures.withLock { $0.removeValue(forKey: address) }
    }
}
