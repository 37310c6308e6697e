import Persistence

/// The stores a feature keeps its data in, opened together.
public struct FeatureStores: Sendable {
    public let records: any RecordStore
    public let blobs: any BlobStore
    public let settings: any SettingsStore

    public init(records: any RecordStore, blobs: any BlobStore, settings: any SettingsStore) {
        self.records = records
        self.blobs = blobs
        self.settings = settings
    }
}
