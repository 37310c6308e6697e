import PersistenceSQLite
import Synchronization

/// The SQLite stores one run of `mosaic` opened, so the runner can checkpoint and close
/// them when the command ends (the database file is then complete without its `-wal`),
/// and a server can checkpoint them while it runs.
final class OpenedStores: Sendable {
    private let stores = Mutex<[SQLiteStorage]>([])

    /// Remembers `storage` and returns it.
    func opened(_ storage: SQLiteStorage) -> SQLiteStorage {
        stores.withLock { $0.append(storage) }
        return storage
    }

    /// How many records the run's lists left out because they no longer decode.
    var unreadableCount: Int {
        stores.withLock { $0 }.reduce(0) { $0 + $1.records.unreadable.count }
    }

    /// Copies each store's write-ahead log into its database file.
    func checkpointAll() {
        for storage in stores.withLock({ $0 }) { storage.checkpoint() }
    }

    /// Checkpoints and closes every store; the run is over.
    func closeAll() {
        let all = stores.withLock { stores in
            defer { stores = [] }
            return stores
        }
        for storage in all { storage.close() }
    }
}
