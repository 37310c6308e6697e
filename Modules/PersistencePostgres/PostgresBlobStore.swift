import Foundation
import Persistence
import PostgresNIO

/// `BlobStore` in the database's `mosaic_blobs` table, so every machine on the database
/// sees the same photos. A write is one statement: a reader sees the old bytes or the new.
/// A photo handed to another program (an image viewer) is copied into a cache folder on
/// this machine, named by its key: a key names one content for good (features give a
/// replaced photo a new key), so a copy already there with the same size is used as is.
public final class PostgresBlobStore: BlobStore {
    private let connection: PostgresBridge
    private let cacheDirectory: URL?

    init(connection: PostgresBridge, cacheDirectory: URL?) {
        self.connection = connection
        self.cacheDirectory = cacheDirectory
    }

    public func put(_ data: Data, for key: BlobKey) async throws {
        _ = try await connection.query(
            """
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
        let rows =
            if let prefix {
                try await connection.query(
                    "SELECT key FROM mosaic_blobs WHERE starts_with(key, \(prefix + "/")) ORDER BY key")
            } else {
                try await connection.query("SELECT key FROM mosaic_blobs ORDER BY key")
            }
        return rows.compactMap { try? BlobKey(try $0.decode(String.self)) }
    }

    public func size(_ key: BlobKey) async throws -> Int? {
        try await connection.query("SELECT octet_length(data) FROM mosaic_blobs WHERE key = \(key.rawValue)")
            .first.map { try $0.decode(Int.self) }
    }

    public func modificationDate(_ key: BlobKey) async throws -> Date? {
        try await connection.query("SELECT modified FROM mosaic_blobs WHERE key = \(key.rawValue)")
            .first.map { try $0.decode(Date.self) }
    }

    /// The photo copied into the cache (once), or nil without a cache or without the photo.
    public func localURL(_ key: BlobKey) async throws -> URL? {
        guard let cacheDirectory else { return nil }
        let file = key.rawValue.split(separator: "/").reduce(cacheDirectory) { $0.appendingPathComponent(String($1)) }
        let cachedSize = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int
        guard let size = try await size(key) else { return nil }
        if cachedSize == size { return file }
        guard let data = try await get(key) else { return nil }
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Written aside, then renamed over: a viewer never opens half a photo.
            try data.write(to: file, options: .atomic)
        } catch {
            throw PersistenceError.io(
                path: file.path, reason: "the photo could not be copied there (\(error.localizedDescription))")
        }
        return file
    }
}
