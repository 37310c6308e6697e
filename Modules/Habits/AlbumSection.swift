/// One category of the album, its photos grouped by day (oldest first).
public struct AlbumSection: Sendable, Equatable {
    public let category: HabitCategory
    public let days: [AlbumDay]

    public var photoCount: Int { days.reduce(0) { $0 + $1.photos.count } }

    /// The first `count` photos of `sections`, in album order, still under their
    /// categories and days (a page of a long album).
    public static func first(_ count: Int, of sections: [AlbumSection]) -> [AlbumSection] {
        var left = count
        return sections.compactMap { section -> AlbumSection? in
            let days = section.days.compactMap { day -> AlbumDay? in
                let photos = Array(day.photos.prefix(left))
                left -= photos.count
                return photos.isEmpty ? nil : AlbumDay(day: day.day, photos: photos)
            }
            return days.isEmpty ? nil : AlbumSection(category: section.category, days: days)
        }
    }
}

/// A photo in the album, with the title of the goal it certified.
public struct AlbumPhoto: Sendable, Equatable {
    public let photo: CertificationPhoto
    public let goalTitle: String
    /// The goal's measure, to show the day's value with it; nil for a goal without one.
    public var measure: GoalMeasure? = nil

    /// The day's value with its unit (`12.5 km`), on a measured goal.
    public var value: String? {
        guard let measure, let value = photo.value else { return nil }
        return measure.amount(value)
    }
}

/// The photos of one day in an album section.
public struct AlbumDay: Sendable, Equatable {
    public let day: CalendarDay
    public let photos: [AlbumPhoto]
}
