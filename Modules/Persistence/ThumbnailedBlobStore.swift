import Core
import Foundation

/// A blob store that keeps smaller copies beside each photo: its thumbnail, made once when
/// the photo is written, and its display copy, made the first time a detail page asks for
/// it (a command that stores a photo does not wait for a copy only a browser needs). Both
/// are replaced with the photo and removed with it. A photo stored before thumbnails (or on
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
        // A copy of the photo this one replaced would show the wrong picture.
        if let displayKey = key.copy(.display) { try await base.delete(displayKey) }
        if let thumbnail = await thumbnailer.thumbnail(of: data, fitting: BlobKey.Copy.thumbnail.side) {
            try await base.put(thumbnail, for: thumbnailKey)
        } else {
            try await base.delete(thumbnailKey)
        }
    }

    public func delete(_ key: BlobKey) async throws {
        try await base.delete(key)
        for kind in BlobKey.Copy.allCases {
            if let copyKey = key.copy(kind) { try await base.delete(copyKey) }
        }
    }

    /// The photo's `kind` copy, made and kept the first time it is asked for. A photo
    /// deleted or replaced while its copy was being made (a 49 MP photo takes a while) must
    /// not leave that copy behind: the copy is written, then the photo is looked at again,
    /// and the copy goes when the photo is gone or is no longer the one it was made from.
    /// (A delete removes the photo before its copies, so whichever comes first, no copy stays.)
    public func copy(_ kind: BlobKey.Copy, of key: BlobKey) async throws -> Data? {
        guard let copyKey = key.copy(kind) else { return nil }
        if let stored = try await base.get(copyKey) { return stored }
        let before = try await version(of: key)
        guard before != nil, let photo = try await base.get(key),
            let made = await thumbnailer.thumbnail(of: photo, fitting: kind.side)
        else { return nil }
        try await base.put(made, for: copyKey)
        let after = try await version(of: key)
        guard after != nil, after == before else {
            try await base.delete(copyKey)
            return nil
        }
        return made
    }

    /// What tells one stored photo from the one that replaces it: its size and when it was written.
    private func version(of key: BlobKey) async throws -> [Double]? {
        guard let size = try await base.size(key) else { return nil }
        return [Double(size), try await base.modificationDate(key)?.timeIntervalSince1970 ?? 0]
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
