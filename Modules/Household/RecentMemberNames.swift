import Foundation
import Persistence
import Synchronization

/// The household's member names by id as a server's lists mark them (`namesByID`), read again
/// once `fresh` has passed: a page of a list no longer waits on the store for them each time,
/// and a member added or renamed elsewhere shows on the next page after `fresh`.
public final class RecentMemberNames: Sendable {
    let settings: any SettingsStore
    let fresh: Duration
    private let last = Mutex<(read: ContinuousClock.Instant, names: [String: String])?>(nil)

    public init(settings: any SettingsStore, fresh: Duration = .seconds(2)) {
        self.settings = settings
        self.fresh = fresh
    }

    /// The names, as last read when that was within `fresh`, else read now.
    public func names() async throws -> [String: String] {
        let now = ContinuousClock.now
        if let known = last.withLock({ $0 }), now - known.read < fresh { return known.names }
        let names = try await HouseholdMembers(settings: settings).namesByID()
        last.withLock { $0 = (now, names) }
        return names
    }
}
