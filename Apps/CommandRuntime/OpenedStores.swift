import Persistence
import Synchronization

/// The stores one run of `mosaic` opened, so the runner can close them when the command
/// ends (a SQLite file is then complete without its `-wal`; a PostgreSQL pool ends its
/// connections), and a server can checkpoint them while it runs.
package final class OpenedStores: Sendable {
    private let stores = Mutex<[any StoreEngine]>([])
    /// The run's own store, opened once whoever asks first (a feature, or a command of the
    /// app's that needs the household's settings).
    private let primaryStore = Mutex<(any StoreEngine)?>(nil)
    /// The stores `closeAll` closed, kept as long as the run: releasing a closed SQLite
    /// store disposes GRDB's dispatch queue, whose clean-up starts a pool thread (a
    /// measurable part of a short command's exit).
    private let closed = Mutex<[any StoreEngine]>([])

    /// Remembers `storage` and returns it.
    package func opened<Engine: StoreEngine>(_ storage: Engine) -> Engine {
        stores.withLock { $0.append(storage) }
        return storage
    }

    /// The run's own store, opened by `open` the first time it is asked for.
    package func primary(_ open: () throws -> any StoreEngine) throws -> any StoreEngine {
        try primaryStore.withLock { primary in
            if let primary { return primary }
            let opened = try open()
            primary = opened
            return opened
        }
    }

    /// How many records the run's lists left out because they no longer decode.
    package var unreadableCount: Int {
        stores.withLock { $0 }.reduce(0) { $0 + $1.unreadableCount }
    }

    /// Waits until every store answers (a PostgreSQL server is reached, its schema ready),
    /// so a server that is down stops `mosaic serve` at once, not at its first page.
    package func prepareAll() async throws {
        for storage in stores.withLock({ $0 }) { _ = try await storage.schemaVersion() }
    }

    /// Copies each SQLite store's write-ahead log into its database file.
    package func checkpointAll() {
        for storage in stores.withLock({ $0 }) { storage.checkpoint() }
    }

    /// Checkpoints and closes every store; the run is over.
    package func closeAll() async {
        let all = stores.withLock { stores in
            defer { stores = [] }
            return stores
        }
        for storage in all { await storage.close() }
        closed.withLock { $0.append(contentsOf: all) }
    }
}
