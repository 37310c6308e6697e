import Core
import GRDB

extension DatabaseWriter {
    /// `read`, run on the calling thread when `onCallingThread` (the store was opened for a
    /// command that runs on its process's one thread: `SQLiteStorage.Access.commandThread`)
    /// and this is one connection (a `DatabaseQueue`): GRDB's asynchronous access runs on a
    /// dispatch queue of its own, and starting that queue's thread was a measurable part of
    /// a short command. Opened otherwise (a server, in-process tests), the access stays off
    /// the caller's thread, which may be one of the few the concurrency pool has.
    func read<T: Sendable>(onCallingThread: Bool, _ value: @escaping @Sendable (Database) throws -> T) async throws
        -> T
    {
        guard onCallingThread, let queue = self as? DatabaseQueue else { return try await read(value) }
        return try Self.synchronously { try queue.read(value) }
    }

    /// `write`, run on the calling thread where `read(onCallingThread:)` reads there.
    func write<T: Sendable>(onCallingThread: Bool, _ updates: @escaping @Sendable (Database) throws -> T)
        async throws -> T
    {
        guard onCallingThread, let queue = self as? DatabaseQueue else { return try await write(updates) }
        return try Self.synchronously { try queue.write(updates) }
    }

    // In an async function the compiler picks GRDB's asynchronous overloads; a
    // synchronous closure reaches the blocking ones.
    private static func synchronously<T>(_ access: () throws -> T) throws -> T { try access() }
}
