import Synchronization

/// The records a store's reads of many records left out because they no longer decode,
/// so that whoever shows the list can say how many are missing from it.
public final class UnreadableRecords: Sendable {
    private let seen = Mutex<Set<String>>([])

    public init() {}

    public func add(collection: String, id: String) {
        _ = seen.withLock { $0.insert("\(collection)/\(id)") }
    }

    /// How many different records were left out so far.
    public var count: Int { seen.withLock { $0.count } }
}
