import GRDB
import Persistence
import Synchronization

/// Field values lately read (`RecordStore.values`), kept while the database stays as it was:
/// the goal list reads every certified day on each visit, and on a server most visits find
/// nothing changed since the last one. Whether anything changed is asked of SQLite itself:
/// `PRAGMA data_version` on a reader connection moves whenever any other connection (this
/// server's writer, or another process) has committed since that connection last looked.
/// A move seen on any connection starts a new generation, and every kept read goes.
///
/// Only for a connection pool's readers, which never commit themselves. The key is the
/// statement with its arguments, so what one member read is never another's.
final class FieldValueCache: Sendable {
    /// At most this many values are kept, over all reads.
    static let capacity = 120_000
    /// At most this many reads are kept.
    static let maximumEntries = 64

    /// A read: its statement and arguments (the member's scope among them).
    struct Key: Hashable, Sendable {
        let sql: String
        let arguments: StatementArguments
    }

    private struct Entry {
        var values: [[FieldValue]]
        var cost: Int
        var lastUse: Int
    }

    /// A reader connection as last seen: itself (weakly: a new connection at the same address
    /// is a new one) and its data version then.
    private struct Seen: @unchecked Sendable {
        weak var connection: Database?
        var version: Int
    }

    private struct State {
        var generation = 0
        var seen: [ObjectIdentifier: Seen] = [:]
        var entries: [Key: Entry] = [:]
        var cost = 0
        var clock = 0
    }

    private let state = Mutex(State())

    /// The generation now: read before a read's snapshot is taken.
    var generation: Int { state.withLock { $0.generation } }

    /// The values kept for `key`, when the database is as it was in `generation`: `version`
    /// is `PRAGMA data_version` read first in the read's transaction on `connection`. A
    /// changed version on any connection ends the generation.
    func values(for key: Key, connection: Database, version: Int, generation: Int) -> [[FieldValue]]? {
        state.withLock { state in
            let id = ObjectIdentifier(connection)
            let seen = state.seen[id]
            if seen?.connection !== connection || seen?.version != version {
                state.seen[id] = Seen(connection: connection, version: version)
                state.generation += 1
                state.entries = [:]
                state.cost = 0
            }
            guard state.generation == generation, var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.values
        }
    }

    /// Keeps `values` read for `key` in `generation`, unless a newer one has begun since or
    /// they are too many; the least lately used go first to make room.
    func keep(_ values: [[FieldValue]], for key: Key, generation: Int) {
        let cost = values.reduce(values.count) { $0 + $1.count }
        guard cost <= Self.capacity / 2 else { return }
        state.withLock { state in
            guard state.generation == generation else { return }
            while state.cost + cost > Self.capacity || state.entries.count >= Self.maximumEntries,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                state.cost -= oldest.value.cost
                state.entries[oldest.key] = nil
            }
            state.clock += 1
            state.entries[key] = Entry(values: values, cost: cost, lastUse: state.clock)
            state.cost += cost
        }
    }
}
