import Foundation
import Persistence
import PostgresNIO

/// `BlobStore` in the database's `mosaic_blobs` table, so every machine on the database
/// sees the same photos. A write is one statement: a reader sees the old bytes or the new.
public final class PostgresBlobStore: BlobStore {
    private let connection: PostgresBridge

    init(connection: PostgresBridge) {
        self.connection = connection
    }

    public func put(_ data: Data, for key: BlobKey) async throws {
        _ = try await connection.query("""
            INSERT INTO mosaic_blobs(key, data, modified) VALUES (\(key.rawValue), \(ByteBuffer(bytes: data)), now())
            ON CONFLICT (key) DO UPDATE SET data = excluded.data, modified = excluded.modified
            """)
    }

    public func get(_ key: BlobKey) async throws -> Data? {
        try await connection.query("SELECT data FROM mosaic_blobs WHERE key = \(key.rawValue)")
            .first.map { Data(buffer: try $0.decode(ByteBuffer.self)) }
    }

    public func delete(_ key: BlobKey) async throws {
        _ = try await connection.query("DELETE FROM mosaic_blobs WHERE key = \(key.rawValue)")
    }

    public func exists(_ key: BlobKey) async throws -> Bool {
        try await !connection.query("SELECT 1 FROM mosaic_blobs WHERE key = \(key.rawValue)").isEmpty
    }

    public func list(prefix: String?) async throws -> [BlobKey] {
        let rows = if let prefix {
            try await connection.query("SELECT key FROM mosaic_blobs WHERE starts_with(key, \(prefix + "/")) ORDER BY key")
        } else {
            try await connection.query("SELECT key FROM mosaic_blobs ORDER BY key")
        }
        return try rows.compactMap { try? BlobKey(try $0.decode(String.self)) }
    }

    public func size(_ key: BlobKey) async throws -> Int? {
        try await connection.query("SELECT octet_length(data) FROM mosaic_blobs WHERE key = \(key.rawValue)")
            .first.map { try $0.decode(Int.self) }
    }
}
