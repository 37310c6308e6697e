import PageKit
import Persistence
import Synchronization

/// Whether the store answers, as the server last found it: checked every 2 seconds while it
/// serves (a settings read given `patience` to answer). When that changes, every open page
/// hears it: "Reconnecting…" while the database does not answer (restarting, a network
/// cut), gone when it answers again, and the pages' observations re-read by themselves.
final class StorageWatch: Sendable {
    let patience: Duration
    private let reachable = Mutex(true)

    init(patience: Duration = .seconds(3)) {
        self.patience = patience
    }

    /// Reads the store once; the update to announce when its state changed, else nil.
    func check(_ settings: @escaping @Sendable () throws -> any SettingsStore) async -> LiveUpdate? {
        let answered =
            await answer(within: patience) { try await settings().value(String.self, forKey: "serve.health") } != nil
        let changed = reachable.withLock { reachable in
            defer { reachable = answered }
            return reachable != answered
        }
        return changed ? .storage(reachable: answered) : nil
    }
}
