import GRDB
import Synchronization

/// One watch per store for commits made by other processes: while anything observes, a
/// single task asks the writer connection for `PRAGMA data_version` every 250 ms (it
/// changes only when another connection commits) and tells every observer. A server with
/// hundreds of open pages still polls once.
final class DataVersionWatch: Sendable {
    /// How often the watch asks.
    static let interval: Duration = .milliseconds(250)

    private struct State {
        var observers: [Int: AsyncStream<Void>.Continuation] = [:]
        var next = 0
        var polling: Task<Void, Never>?
    }

    private let writer: any DatabaseWriter
    private let state = Mutex(State())

    init(writer: any DatabaseWriter) {
        self.writer = writer
    }

    /// A tick each time another process has committed, until the stream is dropped.
    func changes() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state in
            defer { state.next += 1 }
            state.observers[state.next] = continuation
            if state.polling == nil { state.polling = Task { [weak self] in await self?.poll() } }
            return state.next
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { state in
                state.observers[id] = nil
                if state.observers.isEmpty {
                    state.polling?.cancel()
                    state.polling = nil
                }
            }
        }
        return stream
    }

    private func poll() async {
        let writer = writer
        let read: @Sendable () async -> Int? = {
            try? await writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA data_version") }
        }
        var version = await read()
        while !Task.isCancelled {
            try? await Task.sleep(for: Self.interval)
            guard let now = await read(), now != version else { continue }
            version = now
            for observer in state.withLock({ Array($0.observers.values) }) { observer.yield() }
        }
    }
}
