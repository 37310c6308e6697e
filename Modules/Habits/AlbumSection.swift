/// One category of the album, its photos grouped by day (oldest first).
public struct AlbumSection: Sendable, Equatable {
    public let category: HabitCategory
    public let days: [AlbumDay]

    public var photoCount: Int { days.reduce(0) { $0 + $1.photos.count } }
}
