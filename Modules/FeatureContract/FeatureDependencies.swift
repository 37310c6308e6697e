import Core
import Persistence
import Synchronization

/// What every front hands to a feature: the stores, the HTTP client, the environment (a
/// feature reads its own settings from it), the clock, date and id providers and the language. The composition root
/// builds one per run (tests build their own), and a feature's repositories and clients
/// are made from it once, through `shared(_:)`. The stores open the first time a feature
/// asks for one, so a command that stores nothing never touches the database.
public final class FeatureDependencies: Sendable {
    public let http: any HTTPClient
    /// The process environment; a feature reads its own settings (`UNSPLASH_ACCESS_KEY`)
    /// when it first needs them, so a bad value stops only the feature that uses it.
    public let environment: [String: String]
    public let clock: any Clock<Duration>
    public let dates: DateProvider
    public let ids: IDProvider
    public let language: Language
    /// Writes export files anywhere but over the store's own files.
    public let exports: ExportWriter
    /// Reads another program's database file to import from; nil where none can be read.
    public let foreignDatabases: (any ForeignDatabaseReader)?
    private let openStores: @Sendable () throws -> FeatureStores
    private let opened = Mutex<Result<FeatureStores, any Error>?>(nil)
    private let made = Mutex<[ObjectIdentifier: any Sendable]>([:])

    /// `stores` opens the stores; it runs once, when a feature first needs them.
    public init(
        stores: @escaping @Sendable () throws -> FeatureStores, http: any HTTPClient,
        environment: [String: String] = [:], clock: any Clock<Duration>, dates: DateProvider, ids: IDProvider,
        language: Language, exports: ExportWriter, foreignDatabases: (any ForeignDatabaseReader)? = nil
    ) {
        openStores = stores
        self.http = http
        self.environment = environment
        self.clock = clock
        self.dates = dates
        self.ids = ids
        self.language = language
        self.exports = exports
        self.foreignDatabases = foreignDatabases
    }

    /// The same run with other stores (a signed-in member's, on a server).
    public func with(stores: @escaping @Sendable () throws -> FeatureStores) -> FeatureDependencies {
        FeatureDependencies(
            stores: stores, http: http, environment: environment, clock: clock, dates: dates, ids: ids,
            language: language, exports: exports, foreignDatabases: foreignDatabases)
    }

    /// The record store (opens the stores on first use).
    public var records: any RecordStore { get throws { try stores().records } }
    /// The blob store (opens the stores on first use).
    public var blobs: any BlobStore { get throws { try stores().blobs } }
    /// Whose each record is, for a list to mark what is shared (opens the stores on first use).
    /// None when the stores do not open: a mark is no reason for a list to fail.
    public var sharing: SharingMarks { (try? stores().sharing) ?? .none }
    /// The member's secret calendar address (none when the stores do not open).
    public var calendarFeed: CalendarFeed { (try? stores().calendarFeed) ?? .none }
    /// The settings store (opens the stores on first use).
    public var settings: any SettingsStore { get throws { try stores().settings } }

    /// The stores, opened the first time they are asked for; an error opening them is
    /// the same error every time.
    public func stores() throws -> FeatureStores {
        try opened.withLock { opened in
            if let opened { return try opened.get() }
            let result = Result { try openStores() }
            opened = result
            return try result.get()
        }
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
