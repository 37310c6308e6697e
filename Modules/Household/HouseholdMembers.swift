import Core
import Foundation
import Persistence

/// The household's members, kept in the settings store (one key each), so every server and
/// command of one data dir or database sees the same ones, and a backup, a restore and
/// `storage copy` carry them. Only the composition root holds it: no feature knows who
/// signs in.
public struct HouseholdMembers: Sendable {
    /// The member an upgraded household's shared password becomes: fixed, so two processes
    /// upgrading at once write one member, not two.
    static let upgradedOwnerID = RecordSharing.firstMember
    /// The name that member starts with (renameable).
    public static let upgradedOwnerName = "owner"

    let settings: any SettingsStore

    public init(settings: any SettingsStore) {
        self.settings = settings
    }

    /// Every member, admins first, each group in the order they were added. A household
    /// that had one shared password (an earlier build's) is upgraded first.
    public func all() async throws -> [Member] {
        try await upgradeSharedPassword()
        return try await stored()
    }

    /// Every member's name by their id (what a list's marks say of whose a record is); none
    /// for a household of one, asked first without reading anyone: a list or a command of
    /// a household of one pays one small query for it.
    public func namesByID() async throws -> [String: String] {
        guard try await settings.keys(prefix: HouseholdKeys.memberPrefix).count > 1 else { return [:] }
        return Dictionary(try await all().map { ($0.id, $0.name) }) { first, _ in first }
    }

    /// Whether signing in needs a password: some member has one.
    public func signInNeeded() async throws -> Bool {
        try await all().contains { $0.passwordHash != nil && !$0.disabled }
    }

    /// The upgrade from one shared password: with no member yet, it becomes the password of
    /// a first admin named `owner`, so the old password still signs in; the shared one is
    /// removed and every sign-in ends (each now names its member). True when it upgraded.
    @discardableResult
    public func upgradeSharedPassword() async throws -> Bool {
        guard let shared = try await settings.value(SharedPassword.self, forKey: HouseholdKeys.sharedPassword) else {
            return false
        }
        if try await stored().isEmpty {
            try await save(
                Member(
                    id: Self.upgradedOwnerID, name: Self.upgradedOwnerName, role: .admin, passwordHash: shared.hash,
                    added: shared.changed))
        }
        try await settings.remove(HouseholdKeys.sharedPassword)
        try await endAllSignIns()
        return true
    }

    /// Ends every sign-in (a password changed).
    public func endAllSignIns() async throws {
        for key in try await settings.keys(prefix: HouseholdKeys.signInPrefix) {
            try await settings.remove(key)
        }
    }

    private func stored() async throws -> [Member] {
        var members: [Member] = []
        for key in try await settings.keys(prefix: HouseholdKeys.memberPrefix) {
            if let member = try await settings.value(Member.self, forKey: key) { members.append(member) }
        }
        return Self.sorted(members)
    }

    /// The member `name` names (without case), or nil.
    public func named(_ name: String) async throws -> Member? {
        try await all().first { MemberName.same($0.name, name) }
    }

    /// The member `name` names; 66 when none does.
    public func member(named name: String) async throws -> Member {
        guard let member = try await named(name) else {
            throw UserError(HouseholdMessages.noSuchMember(name), category: .notFound)
        }
        return member
    }

    /// Who acts on the command line: the member `name` names (66 when none does), else the
    /// household's first admin, or, before anyone was added, the first member to come (who
    /// will own what is stored meanwhile).
    public func actingID(named name: String?) async throws -> String {
        guard let id = Self.actingID(named: name, among: try await all()) else {
            throw UserError(HouseholdMessages.noSuchMember(name ?? ""), category: .notFound)
        }
        return id
    }

    /// Who acts among `members` (as stored, any order), as `actingID(named:)` finds them;
    /// nil for a name no member has.
    public static func actingID(named name: String?, among members: [Member]) -> String? {
        if let name, !name.isEmpty { return members.first { MemberName.same($0.name, name) }?.id }
        return sorted(members).first(where: \.isAdmin)?.id ?? RecordSharing.firstMember
    }

    /// Admins first, each group in the order they were added.
    static func sorted(_ members: [Member]) -> [Member] {
        members.sorted { ($0.isAdmin ? 0 : 1, $0.added, $0.name) < ($1.isAdmin ? 0 : 1, $1.added, $1.name) }
    }

    /// Adds `name` as `role`; the household's first member is its admin whatever is asked,
    /// since someone must manage the others, and owns what was stored before.
    public func add(_ name: String, role: MemberRole, passwordHash: String?, now: Date) async throws -> Member {
        if let problem = MemberName.problem(with: name) { throw UserError(problem, category: .invalidInput) }
        let existing = try await all()
        guard !existing.contains(where: { MemberName.same($0.name, name) }) else {
            throw UserError(HouseholdMessages.nameTaken(name), category: .invalidInput)
        }
        // The first member owns what was stored before anyone was added.
        let member = Member(
            id: existing.isEmpty ? RecordSharing.firstMember : UUID().uuidString.lowercased(), name: name,
            role: existing.contains(where: \.isAdmin) ? role : .admin, passwordHash: passwordHash, added: now)
        try await save(member)
        return member
    }

    /// The member `name` names, added without a password as `role` when there is none yet
    /// (whom an invitation is for).
    public func member(named name: String, orAdding role: MemberRole, now: Date) async throws -> Member {
        if let member = try await named(name) { return member }
        return try await add(name, role: role, passwordHash: nil, now: now)
    }

    /// Renames `member`; the new name must be free (its own in another case is).
    public func rename(_ member: Member, to name: String) async throws -> Member {
        if let problem = MemberName.problem(with: name) { throw UserError(problem, category: .invalidInput) }
        if let other = try await named(name), other.id != member.id {
            throw UserError(HouseholdMessages.nameTaken(name), category: .invalidInput)
        }
        var renamed = member
        renamed.name = name
        try await save(renamed)
        return renamed
    }

    /// Keeps `hash` as `member`'s password (nil: none, so they cannot sign in).
    public func setPasswordHash(_ hash: String?, for member: Member) async throws -> Member {
        var changed = member
        changed.passwordHash = hash
        try await save(changed)
        return changed
    }

    /// Disables `member` (they cannot sign in; their sign-ins end) or enables them again.
    /// The last admin who can sign in stays able to.
    public func setDisabled(_ disabled: Bool, for member: Member) async throws -> Member {
        if disabled, member.isAdmin, try await all().filter({ $0.isAdmin && !$0.disabled }).count == 1 {
            throw UserError(HouseholdMessages.lastAdmin, category: .invalidInput)
        }
        var changed = member
        changed.disabled = disabled
        try await save(changed)
        if disabled { try await endSignIns(of: member.id, except: nil) }
        return changed
    }

    /// Ends every sign-in of the member `id` but the one `kept` names (a sign-in's id): they
    /// were disabled, or changed their password on that page.
    public func endSignIns(of id: String, except kept: String?) async throws {
        for key in try await settings.keys(prefix: HouseholdKeys.signInPrefix)
        where key != HouseholdKeys.signInPrefix + (kept ?? "") {
            if try await settings.value(SignInOwner.self, forKey: key)?.member == id { try await settings.remove(key) }
        }
    }

    /// Removes `member` from the household: their sign-ins end at once and their invitations
    /// stop working. The last admin who can sign in stays. What they kept is the caller's to
    /// move or delete first (`MemberData`).
    public func remove(_ member: Member) async throws {
        try await ensureRemovable(member)
        try await settings.remove(HouseholdKeys.memberPrefix + member.id)
        try await endSignIns(of: member.id, except: nil)
        for key in try await settings.keys(prefix: HouseholdKeys.invitationPrefix)
        where try await settings.value(SignInOwner.self, forKey: key)?.member == member.id {
            try await settings.remove(key)
        }
    }

    /// Refuses when `member` is the last admin who can sign in (asked before what they kept
    /// is moved or deleted).
    public func ensureRemovable(_ member: Member) async throws {
        if member.isAdmin, try await all().filter({ $0.isAdmin && !$0.disabled && $0.id != member.id }).isEmpty {
            throw UserError(HouseholdMessages.lastAdminRemoved, category: .invalidInput)
        }
    }

    /// Makes `member` an admin or a member; the last admin stays one.
    public func setRole(_ role: MemberRole, for member: Member) async throws -> Member {
        if member.isAdmin, role != .admin, try await all().filter(\.isAdmin).count == 1 {
            throw UserError(HouseholdMessages.lastAdmin, category: .invalidInput)
        }
        var changed = member
        changed.role = role
        try await save(changed)
        return changed
    }

    private func save(_ member: Member) async throws {
        try await settings.set(member, forKey: HouseholdKeys.memberPrefix + member.id)
    }
}
