import Foundation

/// One person of the household: their name (what they sign in with), their role, their
/// password's bcrypt hash (none until one is set) and whether they may sign in.
public struct Member: Sendable, Codable, Equatable {
    /// Stable across renames (what records and sign-ins name).
    public let id: String
    /// Unique in the household, compared without case.
    public var name: String
    /// Admin or member.
    public var role: MemberRole
    /// The password's bcrypt hash; nil until one is set.
    public var passwordHash: String?
    /// A disabled member cannot sign in.
    public var disabled: Bool
    /// When the member was added.
    public let added: Date

    public init(
        id: String = UUID().uuidString.lowercased(), name: String, role: MemberRole, passwordHash: String? = nil,
        disabled: Bool = false, added: Date
    ) {
        self.id = id
        self.name = name
        self.role = role
        self.passwordHash = passwordHash
        self.disabled = disabled
        self.added = added
    }

    /// Whether the member may manage the household's members.
    public var isAdmin: Bool { role == .admin }
}
