import Persistence

/// The stores a feature keeps its data in, opened together.
public struct FeatureStores: Sendable {
    public let records: any RecordStore
    public let blobs: any BlobStore
    public let settings: any SettingsStore
    /// Whose each record is, for a list to mark what is shared.
    public let sharing: SharingMarks
    /// The member's secret calendar address.
    public let calendarFeed: CalendarFeed

    public init(
        records: any RecordStore, blobs: any BlobStore, settings: any SettingsStore, sharing: SharingMarks = .none,
        calendarFeed: CalendarFeed = .none
    ) {
        self.records = records
        self.blobs = blobs
        self.settings = settings
        self.sharing = sharing
        self.calendarFeed = calendarFeed
    }
}
