import Foundation
import Household
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
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let token = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        let stored = Stored(member: id, expires: now.addingTimeInterval(Self.lifetime))
        try await settings.set(stored, forKey: Self.keyPrefix + SHA256.hex(of: Data(token.utf8)))
        return token
    }

    /// The member id `token` invites, when it is current; an expired one is removed.
    func member(token: String, now: Date) async throws -> String? {
        guard token.utf8.count == 43,
            token.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return nil }
        let key = Self.keyPrefix + SHA256.hex(of: Data(token.utf8))
        guard let stored = try await settings.value(Stored.self, forKey: key) else { return nil }
        guard stored.expires > now else {
            try await settings.remove(key)
            return nil
        }
        return stored.member
    }

    /// Uses up `token` (its password was set).
    func use(token: String) async throws {
        try await settings.remove(Self.keyPrefix + SHA256.hex(of: Data(token.utf8)))
    }

    private func revoke(member id: String) async throws {
        for key in try await settings.keys(prefix: Self.keyPrefix)
        where try await settings.value(Stored.self, forKey: key)?.member == id {
            try await settings.remove(key)
        }
    }
}
