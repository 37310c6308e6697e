import Core
import GRDB

extension DatabaseWriter {
    /// `read`, run on the calling thread when a command runs on its one thread
    /// (`CallingThreadExecutor`) with one connection (a `DatabaseQueue`): GRDB's
    /// asynchronous access runs on a dispatch queue of its own, and starting that queue's
    /// thread was a measurable part of a short command. Anywhere else (a server, a pool,
    /// in-process tests) the access stays off the caller's thread, which may be one of the
    /// few the concurrency pool has.
    func readInline<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        guard let queue = inlineQueue else { return try await read(value) }
        return try Self.synchronously { try queue.read(value) }
    }

    /// `write`, run on the calling thread where `readInline` reads there.
    func writeInline<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        guard let queue = inlineQueue else { return try await write(updates) }
        return try Self.synchronously { try queue.write(updates) }
    }

    private var inlineQueue: DatabaseQueue? {
        CallingThreadExecutor.current == nil ? nil : self as? DatabaseQueue
    }

    // In an async function the compiler picks GRDB's asynchronous overloads; a
    // synchronous closure reaches the blocking ones.
    private static func synchronously<T>(_ access: () throws -> T) throws -> T { try access() }
}
