import Core
import Foundation

/// A blob store that keeps a thumbnail beside each photo: made once, when the photo is
/// written, replaced with it and removed with it. A photo stored before thumbnails (or on
/// a machine that could not make one) gets its thumbnail the first time it is asked for.
public struct ThumbnailedBlobStore: BlobStore {
    /// The store the photos and their thumbnails are kept in.
    public let base: any BlobStore
    let thumbnailer: any ImageThumbnailer

    public init(_ base: any BlobStore, thumbnailer: any ImageThumbnailer) {
        self.base = base
        self.thumbnailer = thumbnailer
    }

    public func put(_ data: Data, for key: BlobKey) async throws {
        try await base.put(data, for: key)
        guard let thumbnailKey = key.thumbnail else { return }
        if let thumbnail = await thumbnailer.thumbnail(of: data) {
            try await base.put(thumbnail, for: thumbnailKey)
        } else {
            // A thumbnail of the photo this one replaced would show the wrong picture.
            try await base.delete(thumbnailKey)
        }
    }

    public func delete(_ key: BlobKey) async throws {
        try await base.delete(key)
        if let thumbnailKey = key.thumbnail { try await base.delete(thumbnailKey) }
    }

    public func thumbnail(_ key: BlobKey) async throws -> Data? {
        guard let thumbnailKey = key.thumbnail else { return nil }
        if let stored = try await base.get(thumbnailKey) { return stored }
        guard let photo = try await base.get(key), let made = await thumbnailer.thumbnail(of: photo) else { return nil }
        try await base.put(made, for: thumbnailKey)
        return made
    }

    public func get(_ key: BlobKey) async throws -> Data? { try await base.get(key) }
    public func exists(_ key: BlobKey) async throws -> Bool { try await base.exists(key) }
    public func list(prefix: String?) async throws -> [BlobKey] { try await base.list(prefix: prefix) }
    public func size(_ key: BlobKey) async throws -> Int? { try await base.size(key) }
    public func localURL(_ key: BlobKey) async throws -> URL? { try await base.localURL(key) }
    public func modificationDate(_ key: BlobKey) async throws -> Date? { try await base.modificationDate(key) }
    public func temporaryFileCount() -> Int { base.temporaryFileCount() }
    public func sweepTemporaryFiles(writtenBefore cutoff: Date) throws -> Int {
        try base.sweepTemporaryFiles(writtenBefore: cutoff)
    }
}
