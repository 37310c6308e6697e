/// What `mosaic-server` adds to the app: the PostgreSQL engine and the web front. `mosaic`
/// is built without them, so a plain command never loads their code as it starts, and hands
/// a command that needs them to `mosaic-server` (`ServerHandOff`), which passes these to its
/// `AppEnvironment`. They are two parts so that what runs commands on PostgreSQL (a feature's
/// command tests) compiles no web front.
public struct ServerParts: Sendable {
    /// The PostgreSQL engine; nil where only SQLite is built.
    public let storage: (any StorageParts)?
    /// The web front; nil where no page is built.
    public let web: (any WebParts)?

    public init(storage: (any StorageParts)?, web: (any WebParts)?) {
        self.storage = storage
        self.web = web
    }
}
