import Core
import Foundation
import Persistence

/// Liked photos, kept offline: the record in the record store, the image in the blob
/// store under `photobox/<id>.<ext>`. A like writes the file, then the record, and removes
/// the file again when the record cannot be written; an unlike removes the record, then
/// the file, and a missing file is no error (seed bugs 1–3).
public struct PhotoLikes: Sendable {
    /// How many photos `like(_:)` fetches at once.
    public static let defaultConcurrency = 4
    static let folder = "photobox"

    let store: any RecordStore
    let blobs: any BlobStore
    let dates: DateProvider

    public init(store: any RecordStore, blobs: any BlobStore, dates: DateProvider) {
        self.store = store
        self.blobs = blobs
        self.dates = dates
    }

    /// Likes one photo: its detail (views, downloads), its regular image, the download
    /// tracking call, then the file and the record. Liking a liked photo changes nothing.
    @discardableResult
    public func like(id: PhotoID, using client: UnsplashClient) async throws -> LikeOutcome {
        if let existing = try await liked(id: id), try await blobs.exists(existing.image) {
            return .alreadyLiked(existing)
        }
        let photo = try await client.photo(id: id)
        let image = try await client.image(of: photo)
        try await client.trackDownload(of: photo)
        let key = try BlobKey(Self.folder, "\(id).\(image.format.fileExtension)")
        let record = LikedPhoto(photo: photo, image: key, likedAt: dates.now())
        try await store.save(record, attaching: [key: image.data], to: blobs)
        return .liked(record)
    }

    /// Likes several photos, at most `concurrency` at a time; `progress` hears how many
    /// are done after each one. Each id gets its own outcome, in the order given.
    public func like(
        _ ids: [PhotoID], using client: UnsplashClient, concurrency: Int = defaultConcurrency,
        progress: @escaping @Sendable (Int) -> Void = { _ in }
    ) async -> [(id: PhotoID, result: Result<LikeOutcome, UserError>)] {
        var seen: Set<PhotoID> = []
        let unique = ids.filter { seen.insert($0).inserted }
        let results = await unique.concurrentResults(limit: concurrency, progress: progress) { id in
            try await like(id: id, using: client)
        }
        return zip(unique, results).map { id, result in (id, result.mapError { UserError.from($0) }) }
    }

    /// The heart button: likes the photo, or unlikes it when it is liked. Returns whether
    /// it is liked now.
    public func toggle(id: PhotoID, using client: UnsplashClient) async throws -> Bool {
        if try await liked(id: id) != nil {
            try await unlike(id: id)
            return false
        }
        try await like(id: id, using: client)
        return true
    }

    /// Removes the like: the record, then the file (gone already is fine).
    @discardableResult
    public func unlike(id: PhotoID) async throws -> LikedPhoto {
        guard let record = try await liked(id: id) else {
            throw UserError(PhotoboxMessages.notLiked(id.rawValue), category: .notFound)
        }
        try await store.delete(LikedPhoto.self, id: id, removing: [record.image], from: blobs)
        return record
    }

    /// Puts an unliked photo back as it was, its image first (Undo).
    public func restore(_ photo: LikedPhoto, image: Data?) async throws {
        try await store.write(attaching: image.map { [photo.image: $0] } ?? [:], to: blobs) { writer in
            try writer.save(photo)
            return ((), [])
        }
    }

    /// Removes every like of one's own and its file; returns how many likes there were.
    @discardableResult
    public func removeAll() async throws -> Int {
        try await store.write(attaching: [:], to: blobs) { writer in
            let likes = try writer.fetch(RecordQuery<LikedPhoto>().mine())
            return (try writer.deleteAll(RecordQuery<LikedPhoto>().mine()), likes.map(\.image))
        }
    }

    /// The liked photo with this id, or nil.
    public func liked(id: PhotoID) async throws -> LikedPhoto? {
        try await store.fetch(LikedPhoto.self, id: id)
    }

    /// Liked photos by liked time, optionally only those nearest `color`: the first `limit`
    /// when given, read a page at a time, so a long list's first screen reads a screenful.
    public func list(order: LikedOrder = .latest, color: PhotoColor? = nil, limit: Int? = nil) async throws
        -> [LikedPhoto]
    {
        let query = Self.query(order)
        guard let color else { return try await store.fetch(query.limit(limit)) }
        // The nearest colour is worked out from the stored hex, so a colour reads the likes'
        // ids and colours (fields, not records) on until its page is full, then those likes.
        var ids: [String] = []
        var offset = 0
        while limit.map({ ids.count < $0 }) ?? true {
            let batch = try await store.values(
                of: [.id, LikedPhoto.Fields.color], query.limit(Self.colorBatch, offset: offset))
            for row in batch {
                guard case .string(let id) = row[0], case .string(let hex) = row[1],
                    PhotoColor.nearest(toHex: hex) == color
                else { continue }
                ids.append(id)
            }
            guard batch.count == Self.colorBatch else { break }
            offset += Self.colorBatch
        }
        if let limit { ids = Array(ids.prefix(limit)) }
        let order = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let wanted = ids.compactMap { try? PhotoID(checking: $0) }
        let photos = try await store.read { try $0.fetch(LikedPhoto.self, ids: wanted) }
        return photos.sorted { order[$0.id.rawValue, default: 0] < order[$1.id.rawValue, default: 0] }
    }

    /// How many likes' colours a colour's list reads at a time.
    static let colorBatch = 500

    /// How many photos are liked (one's own and the household's shown).
    public func count() async throws -> Int {
        try await store.count(RecordQuery<LikedPhoto>())
    }

    /// A signal now and after every change to the likes, for live screens.
    public func changes() -> AsyncThrowingStream<Void, any Error> {
        store.changes(of: LikedPhoto.self)
    }

    /// The ids of every photo one likes oneself now and after every change, for live ♥ marks.
    public func observeIDs() -> AsyncStream<Set<PhotoID>> {
        store.observe(RecordQuery<LikedPhoto>().mine()).asStream().mapStream { Set($0.map(\.id)) }
    }

    /// The ids of every photo one likes oneself, for the ♥ marks.
    public func likedIDs() async throws -> Set<PhotoID> {
        Set(try await store.fetch(RecordQuery<LikedPhoto>().mine()).map(\.id))
    }

    /// The stored image's bytes, or nil when the file is gone.
    public func imageData(of photo: LikedPhoto) async throws -> Data? {
        try await blobs.get(photo.image)
    }

    /// Where the stored image is on disk (nil for in-memory storage or a missing file).
    public func imageURL(of photo: LikedPhoto) async throws -> URL? {
        try await blobs.localURL(photo.image)
    }

    /// Whether the stored image is there (asked of the store, not read).
    public func hasImage(_ photo: LikedPhoto) async throws -> Bool {
        try await blobs.exists(photo.image)
    }

    static func filter(_ photos: [LikedPhoto], color: PhotoColor?) -> [LikedPhoto] {
        guard let color else { return photos }
        return photos.filter { $0.filterColor == color }
    }

    static func query(_ order: LikedOrder) -> RecordQuery<LikedPhoto> {
        RecordQuery<LikedPhoto>().sorted(
            by: order == .latest ? .descending(LikedPhoto.Fields.likedAt) : .ascending(LikedPhoto.Fields.likedAt))
    }
}

/// What liking a photo did.
public enum LikeOutcome: Sendable, Equatable {
    case liked(LikedPhoto)
    case alreadyLiked(LikedPhoto)

    public var photo: LikedPhoto {
        switch self {
        case .liked(let photo), .alreadyLiked(let photo): photo
        }
    }
}
