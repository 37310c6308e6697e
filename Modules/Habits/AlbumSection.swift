/// One category of the album, its photos grouped by day (oldest first).
public struct AlbumSection: Sendable, Equatable {
    public let category: HabitCategory
    public let days: [AlbumDay]

    public var photoCount: Int { days.reduce(0) { $0 + $1.photos.count } }
}

/// A photo in the album, with the title of the goal it certified.
public struct AlbumPhoto: Sendable, Equatable {
    public let photo: CertificationPhoto
    public let goalTitle: String
}

/// The photos of one day in an album section.
public struct AlbumDay: Sendable, Equatable {
    public let day: CalendarDay
    public let photos: [AlbumPhoto]
}
