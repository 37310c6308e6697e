import Persistence
import Synchronization

/// Records lately decoded, by their type and stored text: a page shows the same few dozen
/// records on every visit, and decoding them again (JSON into a record) was most of what
/// serving a page of likes cost. Decoding depends on nothing but the text, so what is kept
/// is never out of date: a changed record has new text and is decoded anew.
///
/// Two generations: when the newer one fills, it becomes the older and the older goes, so
/// at most twice `capacity` records are kept and the ones in use stay.
final class DecodedRecords: Sendable {
    /// Records kept in each generation.
    static let capacity = 2_000
    /// Reads of more records than this (an export, a whole collection) decode without it.
    static let largestRead = 500

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let body: String
    }

    private struct State {
        var newer: [Key: any Sendable] = [:]
        var older: [Key: any Sendable] = [:]
    }

    private let state = Mutex(State())

    /// The records `bodies` hold, in order, those not kept decoded by `decode` (given the
    /// places of the bodies it must decode, it returns one record for each, or fewer when some
    /// are unreadable: then nothing new is kept).
    func records<R: Persistence.Record>(
        _ type: R.Type, bodies: [String], decode: ([Int]) throws -> [R]
    ) throws -> [R] {
        guard bodies.count <= Self.largestRead else { return try decode(Array(bodies.indices)) }
        let keys = bodies.map { Key(type: ObjectIdentifier(type), body: $0) }
        var found: [R?] = state.withLock { state in
            keys.map { key in
                if let record = state.newer[key] { return record as? R }
                guard let record = state.older[key] else { return nil }
                state.newer[key] = record
                return record as? R
            }
        }
        let missing = found.indices.filter { found[$0] == nil }
        guard !missing.isEmpty else { return found.compactMap { $0 } }
        let decoded = try decode(missing)
        guard decoded.count == missing.count else { return try decode(Array(bodies.indices)) }
        for (place, record) in zip(missing, decoded) { found[place] = record }
        state.withLock { state in
            for (place, record) in zip(missing, decoded) {
                if state.newer.count >= Self.capacity { (state.older, state.newer) = (state.newer, [:]) }
                state.newer[keys[place]] = record
            }
        }
        return found.compactMap { $0 }
    }
}
