import Core
import Foundation
import HummingbirdBcrypt
import Persistence

/// The web front's one password, kept as a bcrypt hash (cost 12) in the settings store,
/// so every server on one data dir or database checks the same one. Setting or removing
/// it ends every sign-in.
public struct ServePassword: Sendable {
    /// The settings key of the hash.
    static let settingsKey = "serve.password"
    /// bcrypt's cost: 2¹² rounds, about a quarter of a second here, per check.
    static let cost: UInt8 = 12
    /// Fewer characters than this are refused.
    public static let minimumLength = 8
    /// bcrypt reads only the first 72 bytes: a longer password is refused rather than cut.
    public static let maximumBytes = 72

    private struct Stored: Codable, Sendable {
        var hash: String
        var changed: Date
    }

    let settings: any SettingsStore

    public init(settings: any SettingsStore) {
        self.settings = settings
    }

    /// Whether a password is set.
    public func isSet() async throws -> Bool {
        try await settings.value(Stored.self, forKey: Self.settingsKey) != nil
    }

    /// Why `password` cannot be the password, or nil when it can.
    public static func problem(with password: String) -> Message? {
        if password.count < minimumLength { return SignInMessages.passwordTooShort(minimumLength) }
        if password.utf8.count > maximumBytes { return SignInMessages.passwordTooLong(maximumBytes) }
        if password.contains(where: { $0.unicodeScalars.contains { CharacterSet.controlCharacters.contains($0) } }) {
            return SignInMessages.passwordControlCharacters
        }
        return nil
    }

    /// `password`'s bcrypt hash at the web front's cost, on a thread of its own.
    public static func hash(_ password: String) async -> String {
        await OwnThread.run { Bcrypt.hash(password, cost: cost) }
    }

    /// Stores `password`'s hash in place of any earlier one and ends every sign-in.
    public func set(_ password: String, now: Date) async throws {
        try await set(password, now: now, cost: Self.cost)
    }

    /// `set` with the hash's cost given: the web kit's own tests hash at bcrypt's least
    /// (a check reads the cost from the stored hash), so forty sign-ins cost no CPU-seconds.
    func set(_ password: String, now: Date, cost: UInt8) async throws {
        if let problem = Self.problem(with: password) { throw UserError(problem, category: .invalidInput) }
        let hash = await OwnThread.run { Bcrypt.hash(password, cost: cost) }
        try await settings.set(Stored(hash: hash, changed: now), forKey: Self.settingsKey)
        try await SignIns(settings: settings).endAll()
    }

    /// Removes the password (loopback servers then open without one) and ends every sign-in.
    public func remove() async throws {
        try await settings.remove(Self.settingsKey)
        try await SignIns(settings: settings).endAll()
    }

    /// Whether `password` is the one set; false when none is.
    public func verify(_ password: String) async throws -> Bool {
        guard let stored = try await settings.value(Stored.self, forKey: Self.settingsKey),
            password.utf8.count <= Self.maximumBytes
        else { return false }
        return await OwnThread.run { Bcrypt.verify(password, hash: stored.hash) }
    }
}
