import GRDB

extension DatabaseWriter {
    /// `read`, run on the calling thread when the writer is one connection (a command's
    /// `DatabaseQueue`): GRDB's asynchronous access runs on a dispatch queue of its own,
    /// and starting that queue's thread was a measurable part of a short command. A pool
    /// (a server's) keeps reading off the caller's thread.
    func readInline<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        guard let queue = self as? DatabaseQueue else { return try await read(value) }
        return try Self.synchronously { try queue.read(value) }
    }

    /// `write`, run on the calling thread when the writer is one connection (as `readInline`).
    func writeInline<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        guard let queue = self as? DatabaseQueue else { return try await write(updates) }
        return try Self.synchronously { try queue.write(updates) }
    }

    // In an async function the compiler picks GRDB's asynchronous overloads; a
    // synchronous closure reaches the blocking ones.
    private static func synchronously<T>(_ access: () throws -> T) throws -> T { try access() }
}
