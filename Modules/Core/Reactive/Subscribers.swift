/// A relay's current subscribers: each one's continuation under the id that removes it.
/// A list rather than a dictionary: a relay has a subscriber or two, and a dictionary keyed
/// by `Int` had the runtime look up `Int: Hashable` among every conformance of the binary
/// on a command's first relay.
struct Subscribers<Element: Sendable> {
    private struct Subscriber {
        let id: Int
        let continuation: AsyncStream<Element>.Continuation
    }

    private var subscribers: [Subscriber] = []
    private var lastID = 0

    /// Adds `continuation` and returns the id that removes it.
    mutating func add(_ continuation: AsyncStream<Element>.Continuation) -> Int {
        lastID += 1
        subscribers.append(Subscriber(id: lastID, continuation: continuation))
        return lastID
    }

    /// Removes the subscriber `add` gave `id`, if it is still there.
    mutating func remove(_ id: Int) {
        subscribers.removeAll { $0.id == id }
    }

    /// Every current subscriber's continuation, in the order they subscribed.
    var continuations: [AsyncStream<Element>.Continuation] {
        subscribers.map(\.continuation)
    }
}
