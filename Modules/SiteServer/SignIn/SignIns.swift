import Foundation
import Household
import Persistence

/// The web front's sign-ins, each of one member, in the settings store, so a sign-in on one
/// server is valid on every server of the same data dir or database. The cookie carries a
/// random 256-bit token; the store keeps only its SHA-256, so reading the database gives no
/// one a way in.
public struct SignIns: Sendable {
    static let keyPrefix = HouseholdKeys.signInPrefix
    /// How long a sign-in lasts.
    public static let lifetime: Duration = .seconds(30 * 24 * 3600)

    private struct Stored: Codable, Sendable {
        var created: Date
        var expires: Date
        /// The member's id; nil on a loopback server no password guards.
        var member: String?
    }

    let settings: any SettingsStore

    public init(settings: any SettingsStore) {
        self.settings = settings
    }

    /// A new sign-in of `member` (an id): the token for the cookie, and the id it is kept under.
    func begin(member: String?, now: Date) async throws -> (token: String, id: String) {
        let token = RandomToken.make()
        let id = Self.id(of: token)
        let expires = now.addingTimeInterval(TimeInterval(Self.lifetime.components.seconds))
        try await settings.set(Stored(created: now, expires: expires, member: member), forKey: Self.keyPrefix + id)
        return (token, id)
    }

    /// The sign-in `token` names, when it is current; an expired one is removed.
    func current(token: String, now: Date) async throws -> CurrentSignIn? {
        guard RandomToken.isWellFormed(token) else { return nil }
        return try await current(id: Self.id(of: token), now: now)
    }

    /// Whether the sign-in `id` is still current (not ended, not expired).
    func isCurrent(id: String, now: Date) async throws -> Bool {
        try await current(id: id, now: now) != nil
    }

    private func current(id: String, now: Date) async throws -> CurrentSignIn? {
        guard let stored = try await settings.value(Stored.self, forKey: Self.keyPrefix + id) else { return nil }
        guard stored.expires > now else {
            try await settings.remove(Self.keyPrefix + id)
            return nil
        }
        return CurrentSignIn(id: id, member: stored.member)
    }

    /// Ends the sign-in `id` (signing out).
    func end(id: String) async throws {
        try await settings.remove(Self.keyPrefix + id)
    }

    static func id(of token: String) -> String {
        RandomToken.digest(token)
    }
}
