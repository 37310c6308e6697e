/// The photos of one day in an album section.
public struct AlbumDay: Sendable, Equatable {
    public let day: CalendarDay
    public let photos: [AlbumPhoto]
}
