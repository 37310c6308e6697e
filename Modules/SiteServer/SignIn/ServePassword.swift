import Core
import Foundation
import Household
import HummingbirdBcrypt
import Persistence

/// The household's passwords, as the site server checks them: each member's bcrypt hash
/// (cost 12), kept with the members in the settings store, so every server on one data dir
/// or database checks the same ones. `mosaic serve password` is the single person's way in:
/// it sets the first admin's password (a first admin, `owner`, when the household has no
/// member yet).
public struct ServePassword: Sendable {
    /// bcrypt's cost: 2¹² rounds, about a quarter of a second here, per check.
    static let cost: UInt8 = 12
    /// Fewer characters than this are refused.
    public static let minimumLength = 8
    /// bcrypt reads only the first 72 bytes: a longer password is refused rather than cut.
    public static let maximumBytes = 72
    /// What an unknown member's password is checked against, so a wrong name takes as long
    /// as a wrong password and says nothing of who is in the household (made once, at the
    /// web front's cost).
    static let stand = Bcrypt.hash("no member signs in with this", cost: cost)

    let members: HouseholdMembers

    public init(settings: any SettingsStore) {
        members = HouseholdMembers(settings: settings)
    }

    /// Whether a sign-in is needed: some member has a password.
    public func isSet() async throws -> Bool {
        try await members.signInNeeded()
    }

    /// Why `password` cannot be a password, or nil when it can.
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
        await hash(password, cost: cost)
    }

    static func hash(_ password: String, cost: UInt8) async -> String {
        await OwnThread.run { Bcrypt.hash(password, cost: cost) }
    }

    /// Makes `password` the first admin's (`owner`, added, when there is no member) and ends
    /// every sign-in.
    public func set(_ password: String, now: Date) async throws {
        try await set(password, now: now, cost: Self.cost)
    }

    /// `set` with the hash's cost given: the site server's own tests hash at bcrypt's least
    /// (a check reads the cost from the stored hash), so forty sign-ins cost no CPU-seconds.
    func set(_ password: String, now: Date, cost: UInt8) async throws {
        if let problem = Self.problem(with: password) { throw UserError(problem, category: .invalidInput) }
        let hash = await Self.hash(password, cost: cost)
        if let admin = try await members.all().first(where: \.isAdmin) {
            _ = try await members.setPasswordHash(hash, for: admin)
        } else {
            _ = try await members.add(HouseholdMembers.upgradedOwnerName, role: .admin, passwordHash: hash, now: now)
        }
        try await members.endAllSignIns()
    }

    /// Makes `password` `member`'s own and ends their other sign-ins (the one `keeping`, the
    /// page they changed it on, stays).
    public func change(_ password: String, of member: Member, keeping signIn: String?) async throws {
        try await change(password, of: member, keeping: signIn, cost: Self.cost)
    }

    func change(_ password: String, of member: Member, keeping signIn: String?, cost: UInt8) async throws {
        if let problem = Self.problem(with: password) { throw UserError(problem, category: .invalidInput) }
        _ = try await members.setPasswordHash(await Self.hash(password, cost: cost), for: member)
        try await members.endSignIns(of: member.id, except: signIn)
    }

    /// Removes the password of a household of one (loopback servers then open without one)
    /// and ends every sign-in; false when none was set. A household of several keeps its
    /// members' passwords: each is changed with `mosaic members password`.
    public func remove() async throws -> Bool {
        let all = try await members.all()
        guard all.contains(where: { $0.passwordHash != nil }) else { return false }
        guard all.count == 1, let only = all.first else {
            throw UserError(SignInMessages.severalMembers(all.count), category: .invalidInput)
        }
        _ = try await members.setPasswordHash(nil, for: only)
        try await members.endAllSignIns()
        return true
    }

    /// The member a sign-in names: `name` without case, or, empty, the household's only
    /// member when it has one; nil for no one.
    public func member(named name: String) async throws -> Member? {
        let all = try await members.all()
        let name = name.trimmingWhitespace
        return name.isEmpty ? (all.count == 1 ? all.first : nil) : try await members.named(name)
    }

    /// Whether `password` is `member`'s. No member, a disabled one or one without a password
    /// is checked against a stand-in hash all the same, so the answer takes as long and says
    /// nothing of who is in the household.
    public func verify(_ password: String, of member: Member?) async -> Bool {
        guard let member, !member.disabled, let hash = member.passwordHash, password.utf8.count <= Self.maximumBytes
        else {
            _ = await OwnThread.run { Bcrypt.verify(password, hash: Self.stand) }
            return false
        }
        return await OwnThread.run { Bcrypt.verify(password, hash: hash) }
    }
}
