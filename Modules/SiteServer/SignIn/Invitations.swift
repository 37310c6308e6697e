import Foundation
import Household
import PageKit
import Persistence

/// Invitations an admin makes (`mosaic members invite`): a one-use link, valid 7 days, with
/// which a member sets their password (a new member, or one whose password an admin resets).
/// The link carries a random 256-bit token; the store keeps only its SHA-256, beside the
/// members, so every server of one data dir or database honours it once.
public struct Invitations: Sendable {
    static let keyPrefix = HouseholdKeys.invitationPrefix
    /// How long an invitation lasts.
    public static let lifetime: TimeInterval = 7 * 24 * 3600

    private struct Stored: Codable, Sendable {
        var member: String
        var expires: Date
    }

    let settings: any SettingsStore

    public init(settings: any SettingsStore) {
        self.settings = settings
    }

    /// A new invitation for the member `id`: the token its link carries. An earlier one of
    /// theirs stops working.
    public func make(forMember id: String, now: Date) async throws -> String {
        try await revoke(member: id)
        let token = RandomToken.make()
        let stored = Stored(member: id, expires: now.addingTimeInterval(Self.lifetime))
        try await settings.set(stored, forKey: Self.keyPrefix + RandomToken.digest(token))
        return token
    }

    /// The member id `token` invites, when it is current; an expired one is removed.
    func member(token: String, now: Date) async throws -> String? {
        guard RandomToken.isWellFormed(token) else { return nil }
        let key = Self.keyPrefix + RandomToken.digest(token)
        guard let stored = try await settings.value(Stored.self, forKey: key) else { return nil }
        guard stored.expires > now else {
            try await settings.remove(key)
            return nil
        }
        return stored.member
    }

    /// The address of `token`'s page on the server.
    public static func path(_ token: String) -> String {
        KitPaths.invitations + token
    }

    /// Uses up `token` (its password was set).
    func use(token: String) async throws {
        try await settings.remove(Self.keyPrefix + RandomToken.digest(token))
    }

    private func revoke(member id: String) async throws {
        for key in try await settings.keys(prefix: Self.keyPrefix)
        where try await settings.value(Stored.self, forKey: key)?.member == id {
            try await settings.remove(key)
        }
    }
}
