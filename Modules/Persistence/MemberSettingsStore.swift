/// A member's own settings (their Photobox profile, their listing draft): the same keys a
/// feature names, kept under `member.<id>.`, so one member never reads another's, nor
/// the server's own (sign-ins, members).
public struct MemberSettingsStore: SettingsStore {
    /// Where every member's settings are kept.
    public static let prefix = "member."

    let base: any SettingsStore
    let member: ActingMember

    public init(_ base: any SettingsStore, member: ActingMember) {
        self.base = base
        self.member = member
    }

    /// Where `member`'s own settings are kept.
    public static func keyPrefix(of member: String) -> String { prefix + member + "." }

    private func keyPrefix() async throws -> String { Self.keyPrefix(of: try await member.id()) }

    public func value<T: Codable & Sendable>(_ type: T.Type, forKey key: String) async throws -> T? {
        try await base.value(type, forKey: keyPrefix() + key)
    }

    public func set<T: Codable & Sendable>(_ value: T, forKey key: String) async throws {
        try await base.set(value, forKey: keyPrefix() + key)
    }

    public func remove(_ key: String) async throws {
        try await base.remove(keyPrefix() + key)
    }

    public func keys(prefix: String) async throws -> [String] {
        let own = try await keyPrefix()
        return try await base.keys(prefix: own + prefix).map { String($0.dropFirst(own.count)) }
    }
}
