import Foundation
import Household
import Persistence
import Synchronization

/// What the sign-in rule last read from the store, so a page does not wait on the database
/// for it: whether a password is set (read again after `fresh`) and the sign-ins found
/// current (trusted for `fresh`; signing out on another server shows here within that).
/// When there is a last answer and the store fails or does not answer within `patience` (a
/// database restarting), the last answer stands. With none yet, the store is waited for
/// as a page would wait for it; when it fails, a password is taken to be set and a sign-in
/// not current.
final class SignInCache: Sendable {
    let fresh: Duration
    let patience: Duration
    private struct Known {
        var passwordSet: (value: Bool, read: ContinuousClock.Instant)?
        var current: [String: (read: ContinuousClock.Instant, signIn: CurrentSignIn)] = [:]
        var names: (read: ContinuousClock.Instant, byID: [String: String], firstAdmin: String?)?
    }
    private let known = Mutex(Known())

    init(fresh: Duration = .seconds(2), patience: Duration = .seconds(2)) {
        self.fresh = fresh
        self.patience = patience
    }

    func passwordSet(_ settings: any SettingsStore) async -> Bool {
        let now = ContinuousClock.now
        let last = known.withLock { $0.passwordSet }
        if let last, now - last.read < fresh { return last.value }
        guard
            let read = await answer(patiently: last != nil, { try await ServePassword(settings: settings).isSet() })
        else { return last?.value ?? true }
        known.withLock { $0.passwordSet = (read, now) }
        return read
    }

    /// The current sign-in `token` names, or nil.
    func signIn(token: String, settings: any SettingsStore, now: Date) async -> CurrentSignIn? {
        let id = SignIns.id(of: token)
        let checked = known.withLock { $0.current[id] }
        if let checked, ContinuousClock.now - checked.read < fresh { return checked.signIn }
        guard
            let current = await answer(
                patiently: checked != nil, { try await SignIns(settings: settings).current(token: token, now: now) })
        else { return checked?.signIn }
        known.withLock { $0.current[id] = current.map { (ContinuousClock.now, $0) } }
        return current
    }

    /// The name of the member `id` (what the layout says of who is signed in), read again
    /// after `fresh`, so a rename shows within it; nil for one no longer in the household.
    func memberName(_ id: String, settings: any SettingsStore) async -> String? {
        await members(settings)?.byID[id]
    }

    /// Whom a request acts as where no sign-in is needed (a household without passwords, on
    /// this machine): the first admin, or the first member to come before anyone is added.
    /// Nil when the members cannot be read.
    func actingMember(settings: any SettingsStore) async -> String? {
        guard let members = await members(settings) else { return nil }
        return members.firstAdmin ?? RecordSharing.firstMember
    }

    /// The members' names by id and the first admin, read again after `fresh`.
    private func members(_ settings: any SettingsStore) async -> (byID: [String: String], firstAdmin: String?)? {
        let now = ContinuousClock.now
        let last = known.withLock { $0.names }
        if let last, now - last.read < fresh { return (last.byID, last.firstAdmin) }
        guard
            let members = await answer(
                patiently: last != nil, { try await HouseholdMembers(settings: settings).all() })
        else { return last.map { ($0.byID, $0.firstAdmin) } }
        let byID = Dictionary(members.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let firstAdmin = members.first(where: \.isAdmin)?.id
        known.withLock { $0.names = (now, byID, firstAdmin) }
        return (byID, firstAdmin)
    }

    /// Forgets what was read: a password or sign-in changed through this server.
    func forget(signIn id: String? = nil) {
        known.withLock { known in
            if let id { known.current[id] = nil } else { known = Known() }
        }
    }

    /// `read`'s answer, or nil when it fails or, `patiently`, takes longer than `patience`.
    private func answer<Value: Sendable>(
        patiently: Bool, _ read: @escaping @Sendable () async throws -> Value
    ) async -> Value? {
        guard patiently else { return try? await read() }
        return await SiteServer.answer(within: patience, read)
    }
}
