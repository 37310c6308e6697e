import Core
import Persistence
import Synchronization

/// What every front hands to a feature: the stores, the HTTP client, the service
/// settings, the clock, date and id providers and the language. The composition root
/// builds one per run (tests build their own), and a feature's repositories and clients
/// are made from it once, through `shared(_:)`.
public final class FeatureDependencies: Sendable {
    public let records: any RecordStore
    public let blobs: any BlobStore
    public let settings: any SettingsStore
    public let http: any HTTPClient
    public let services: ServiceSettings
    public let clock: any Clock<Duration>
    public let dates: DateProvider
    public let ids: IDProvider
    public let language: Language
    /// Writes export files anywhere but over the store's own files.
    public let exports: ExportWriter
    private let made = Mutex<[ObjectIdentifier: any Sendable]>([:])

    public init(records: any RecordStore, blobs: any BlobStore, settings: any SettingsStore, http: any HTTPClient,
                services: ServiceSettings, clock: any Clock<Duration>, dates: DateProvider, ids: IDProvider,
                language: Language, exports: ExportWriter) {
        self.records = records
        self.blobs = blobs
        self.settings = settings
        self.http = http
        self.services = services
        self.clock = clock
        self.dates = dates
        self.ids = ids
        self.language = language
        self.exports = exports
    }

    /// The one `Service` of this run: made by `make` the first time it is asked for, then
    /// the same value every time (a repository or client is built once, not per use).
    public func shared<Service: Sendable>(_ make: (FeatureDependencies) throws -> Service) rethrows -> Service {
        let key = ObjectIdentifier(Service.self)
        if let existing = made.withLock({ $0[key] }) as? Service { return existing }
        let service = try make(self)
        return made.withLock { made in
            if let existing = made[key] as? Service { return existing }
            made[key] = service
            return service
        }
    }
}
