import Foundation
import PostgresNIO
import Synchronization

/// One listening connection per channel for every observation of this store: PostgreSQL's
/// LISTEN holds a pool connection for as long as it listens, so a connection per
/// observation ran the pool dry at about twenty open pages, and every read then waited.
/// Each subscriber hears `.listening` once the channel is listened to (again, after the
/// server came back: re-read then), `.changed` on every notification, and `.lost` when the
/// connection failed (the hub listens again half a second later). The connection is given
/// back when the last subscriber goes.
final class PostgresNotificationHub: Sendable {
    enum Event: Sendable {
        case listening
        case changed
        case lost(any Error)
    }

    private struct Channel {
        var subscribers: [UUID: AsyncStream<Event>.Continuation] = [:]
        var task: Task<Void, Never>?
        var listening = false
    }

    private let connection: PostgresBridge
    private let channels = Mutex<[String: Channel]>([:])

    init(connection: PostgresBridge) {
        self.connection = connection
    }

    /// What happens on `channel`, for as long as the stream is iterated.
    func events(_ channel: String) -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(4))
        let id = UUID()
        channels.withLock { channels in
            var entry = channels[channel] ?? Channel()
            entry.subscribers[id] = continuation
            if entry.listening { continuation.yield(.listening) }
            if entry.task == nil { entry.task = Task { await self.listen(channel) } }
            channels[channel] = entry
        }
        continuation.onTermination = { [weak self] _ in self?.unsubscribe(id, from: channel) }
        return stream
    }

    private func unsubscribe(_ id: UUID, from channel: String) {
        let task: Task<Void, Never>? = channels.withLock { channels in
            channels[channel]?.subscribers[id] = nil
            guard let entry = channels[channel], entry.subscribers.isEmpty else { return nil }
            channels[channel] = nil
            return entry.task
        }
        task?.cancel()
    }

    private func listen(_ channel: String) async {
        while !Task.isCancelled {
            do {
                try await connection.prepared()
                try await connection.client.withConnection { listener in
                    try await listener.listen(on: channel) { notifications in
                        self.broadcast(.listening, on: channel, listening: true)
                        for try await _ in notifications { self.broadcast(.changed, on: channel) }
                    }
                }
            } catch is CancellationError {
                break
            } catch {
                if Task.isCancelled { break }
                broadcast(.lost(connection.errors.map(error)), on: channel, listening: false)
            }
            // The listening connection ended: listen again in a moment.
            try? await Task.sleep(for: .milliseconds(500))
        }
    }

    private func broadcast(_ event: Event, on channel: String, listening: Bool? = nil) {
        let subscribers = channels.withLock { channels -> [AsyncStream<Event>.Continuation] in
            if let listening { channels[channel]?.listening = listening }
            return Array((channels[channel]?.subscribers ?? [:]).values)
        }
        for subscriber in subscribers { subscriber.yield(event) }
    }
}
