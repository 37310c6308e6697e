import Foundation
import Synchronization

/// Sign-in attempts per address, counted before the password is checked: an attempt takes
/// its place in the window first, so thirty sent at once get five checks, not thirty. After
/// `attempts` in `window`, that address is refused (429) until the oldest is a window old;
/// a right password gives its place back and forgets the address's wrong ones. Across all
/// addresses, `ceiling` attempts a window at most: many addresses guessing at once (a
/// botnet, or every address of an IPv6 network, which counts as one /64 here) cannot buy
/// more guesses or more bcrypt time than that. Kept by each server for itself.
final class SignInThrottle: Sendable {
    let attempts: Int
    let ceiling: Int
    let window: Duration
    private let state = Mutex(Counts())

    /// The attempts in the window, per address and in all.
    private struct Counts {
        var byAddress: [String: [ContinuousClock.Instant]] = [:]
        var all: [ContinuousClock.Instant] = []
    }

    init(attempts: Int = 5, ceiling: Int? = nil, window: Duration = .seconds(60)) {
        self.attempts = attempts
        self.ceiling = ceiling ?? attempts * 12
        self.window = window
    }

    /// Takes a place for an attempt from `address` and returns nil, or, when its address or
    /// the whole server has used its attempts, how long until it may try again.
    func reserve(_ address: String, now: ContinuousClock.Instant) -> Duration? {
        let key = Self.key(address)
        return state.withLock { counts in
            let window = window
            counts.all.removeAll { now - $0 >= window }
            var recent = (counts.byAddress[key] ?? []).filter { now - $0 < window }
            if recent.count >= attempts, let oldest = recent.first {
                counts.byAddress[key] = recent
                return window - (now - oldest)
            }
            if counts.all.count >= ceiling, let oldest = counts.all.first { return window - (now - oldest) }
            recent.append(now)
            counts.byAddress[key] = recent
            counts.all.append(now)
            // Addresses that stopped trying are forgotten, so the table cannot grow without end.
            if counts.byAddress.count > 10_000 {
                counts.byAddress = counts.byAddress.filter { _, times in times.contains { now - $0 < window } }
            }
            return nil
        }
    }

    /// How many attempts `address` made in the window (its wrong passwords, after a refusal).
    func count(_ address: String, now: ContinuousClock.Instant) -> Int {
        let key = Self.key(address)
        return state.withLock { counts in (counts.byAddress[key] ?? []).filter { now - $0 < window }.count }
    }

    /// `address` signed in: its attempts are forgotten, and its place in the ceiling given back.
    func succeeded(_ address: String, reservedAt: ContinuousClock.Instant) {
        let key = Self.key(address)
        state.withLock { counts in
            counts.byAddress.removeValue(forKey: key)
            if let index = counts.all.lastIndex(of: reservedAt) { counts.all.remove(at: index) }
        }
    }

    /// The address attempts are counted by: an IPv6 address's /64 (one network, which its
    /// owner can fill with as many addresses as it likes), else the address itself.
    static func key(_ address: String) -> String {
        var text = Substring(address)
        if text.hasPrefix("["), let end = text.firstIndex(of: "]") {
            text = text[text.index(after: text.startIndex)..<end]
        }
        if let zone = text.firstIndex(of: "%") { text = text[..<zone] }
        var bytes = in6_addr()
        guard inet_pton(AF_INET6, String(text), &bytes) == 1 else { return address }
        let octets = withUnsafeBytes(of: bytes) { Array($0) }
        // An IPv4 address written as IPv6 (::ffff:192.0.2.7) is that IPv4 address.
        if octets[0..<10].allSatisfy({ $0 == 0 }), octets[10] == 0xFF, octets[11] == 0xFF {
            return octets[12...].map(String.init).joined(separator: ".")
        }
        let network = (0..<4).map { String(UInt16(octets[2 * $0]) << 8 | UInt16(octets[2 * $0 + 1]), radix: 16) }
        return network.joined(separator: ":") + "::/64"
    }
}
