import Core

/// Everything Detail shows about one photo: from the network when it answers, otherwise
/// (for a liked photo) from the record and file kept offline.
public struct PhotoDetail: Sendable, Equatable {
    public let photo: UnsplashPhoto
    public let isLiked: Bool
    /// The last 30 days of views and downloads; nil offline.
    public let statistics: PhotoStatistics?
    /// True when the network failed and the detail comes from the liked record.
    public let isOffline: Bool

    public init(photo: UnsplashPhoto, isLiked: Bool, statistics: PhotoStatistics?, isOffline: Bool) {
        self.photo = photo
        self.isLiked = isLiked
        self.statistics = statistics
        self.isOffline = isOffline
    }

    /// The detail of `id`: the photo and its statistics from `client`; when that fails (or
    /// there is no client) and the photo is liked, its record (seed bug 5 showed an empty
    /// date and views as downloads there).
    public static func load(id: PhotoID, client: UnsplashClient?, likes: PhotoLikes) async throws -> PhotoDetail {
        let liked = try await likes.liked(id: id)
        do {
            guard let client else { throw UserError(PhotoboxMessages.missingKey, category: .permission) }
            async let photo = client.photo(id: id)
            async let statistics = client.statistics(id: id)
            return PhotoDetail(
                photo: try await photo, isLiked: liked != nil, statistics: try await statistics, isOffline: false)
        } catch {
            guard let liked else { throw error }
            return PhotoDetail(photo: liked.photo, isLiked: true, statistics: nil, isOffline: true)
        }
    }

    /// The history the chart draws.
    public func history(_ metric: PhotoMetric) -> PhotoHistory? {
        switch metric {
        case .views: statistics?.views
        case .downloads: statistics?.downloads
        }
    }
}
