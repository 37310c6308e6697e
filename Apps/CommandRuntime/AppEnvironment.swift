import CommandKit
import Console
import Core
import FeatureContract
import Foundation
import HTTPLive
import Household
import Persistence
import PersistenceSQLite
import VipsThumbnails

/// The process-level inputs of one `mosaic` run (streams, environment), and the one
/// place that turns global options into live dependencies.
public struct AppEnvironment: Sendable {
    package let stdout: TextSink
    package let stderr: TextSink
    package let input: LineInput
    package let lineEditor: LineEditor
    package let environment: [String: String]
    /// The features and the app's own commands.
    package let tree: CommandTree
    /// Replaces the network for every command (the tour's in-process stand-ins).
    package let http: (any HTTPClient)?
    /// The web front and PostgreSQL, in `mosaic-server`; nil in `mosaic`, which hands the
    /// commands that need them over (`ServerHandOff`).
    package let server: ServerParts?
    /// How a command's SQLite store is opened, chosen by the process's `main`: on the
    /// command's own thread in `mosaic` (`.commandThread`), through GRDB's queue where the
    /// runner shares its threads (in-process tests).
    package let commandStoreAccess: SQLiteStorage.Access
    /// The stores this run opened, closed when it ends.
    package let openedStores = OpenedStores()
    /// The screens this run's commands opened, each as it closed.
    public let closedScreens = ClosedScreens()

    /// `input` answers prompts and `lineEditor` drives live screens; `tree` is what the
    /// command line offers; `http`, when given, replaces the network; `server` brings the
    /// web front and PostgreSQL.
    public init(
        stdout: TextSink, stderr: TextSink, input: LineInput, lineEditor: LineEditor, environment: [String: String],
        tree: CommandTree, http: (any HTTPClient)? = nil, server: ServerParts? = nil,
        commandStoreAccess: SQLiteStorage.Access = .singleConnection
    ) {
        self.commandStoreAccess = commandStoreAccess
        self.stdout = stdout
        self.stderr = stderr
        self.input = input
        self.lineEditor = lineEditor
        self.environment = environment
        self.tree = tree
        self.http = http
        self.server = server
    }

    /// The process's own streams and environment, with `server`'s parts when given.
    public static func live(tree: CommandTree, server: ServerParts?) -> AppEnvironment {
        AppEnvironment(
            stdout: .standardOutput, stderr: .standardError, input: .standardInput, lineEditor: .standardInput(),
            environment: processEnvironment(), tree: tree, server: server,
            // `MosaicProcess` runs every command on the main thread, which runs nothing else.
            commandStoreAccess: .commandThread)
    }

    /// The process's environment read straight from `environ`: `ProcessInfo` sets up
    /// far more than this on first use, a measurable part of a command's start-up.
    static func processEnvironment() -> [String: String] {
        var count = 0
        while environ[count] != nil { count += 1 }
        // Sized once: growing it frees the smaller tables, and the first free of a
        // dictionary's storage looks up its generic type at run time.
        var variables = [String: String](minimumCapacity: count)
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "="), variables[String(text[..<equals])] == nil {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }

    /// The features' command plugins.
    package var plugins: [any CommandPlugin.Type] { tree.plugins }

    package var recordTypes: [any Record.Type] { plugins.flatMap { $0.feature.recordTypes } }

    package func io(_ global: GlobalOptions) -> TerminalIO {
        TerminalIO(
            stdout: stdout, stderr: stderr, language: Language.resolve(flag: global.lang, environment: environment),
            json: global.json || global.fields != nil, noColor: global.noColor, environment: environment,
            pager: global.noPager ? nil : Pager(environment: environment, reportedRows: stdout.reportedRows),
            fields: global.fields.flatMap(JSONFields.init))
    }

    package func dataDirectory(_ global: GlobalOptions) throws(UserError) -> URL {
        try DataDirectory.resolve(flag: global.dataDirectory, environment: environment)
    }

    /// Opens the store the options name, with every plugin's record types: on SQLite, one
    /// connection for a command (`commandStoreAccess`) and a pool for a server (`access`); on
    /// PostgreSQL a pool, which connects on first use.
    package func openStorage(_ global: GlobalOptions, access: SQLiteStorage.Access? = nil) throws -> any StoreEngine {
        switch global.storeKind(environment: environment) {
        case .memory: try SQLiteStorage.inMemory(recordTypes: recordTypes)
        case .sqlite:
            openedStores.opened(
                try SQLiteStorage.open(
                    directory: try dataDirectory(global), recordTypes: recordTypes, access: access ?? commandStoreAccess
                ))
        case .postgres:
            try postgresStorage(
                url: global.databaseURL(environment: environment),
                cacheDirectory: try dataDirectory(global).appendingPathComponent("cache/photos"))
        }
    }

    /// The PostgreSQL storage at `url` (nil: `$MOSAIC_DATABASE_URL`'s), closed when the run ends.
    package func postgresStorage(url: String?, cacheDirectory: URL?) throws -> any StoreEngine {
        openedStores.opened(
            try storageParts().postgresStorage(
                url: url, environment: environment, recordTypes: recordTypes, cacheDirectory: cacheDirectory))
    }

    /// The PostgreSQL engine; `mosaic` hands the commands that need it over before they
    /// run, so only a runner built without it gets the error.
    package func storageParts() throws(UserError) -> any StorageParts {
        guard let storage = server?.storage else { throw Self.partMissing }
        return storage
    }

    /// The web front; `mosaic` hands the commands that need it over before they run, so
    /// only a runner built without it gets the error.
    package func webParts() throws(UserError) -> any WebParts {
        guard let web = server?.web else { throw Self.partMissing }
        return web
    }

    private static var partMissing: UserError {
        UserError(
            RuntimeMessages.serverMissing(ServerHandOff.executableName, "not handed over"), category: .unavailable)
    }

    /// The SQLite storage the options name, for what only works on its files (`command`
    /// names the command for the refusal on PostgreSQL).
    package func openSQLite(_ global: GlobalOptions, for command: String) throws -> SQLiteStorage {
        guard let storage = try openStorage(global) as? SQLiteStorage else {
            throw UserError(RuntimeMessages.sqliteOnly(command), category: .usage)
        }
        return storage
    }

    /// The run's own store, opened once (`access` as `openStorage`'s): what features are
    /// handed scoped to a member, and what the app's household commands read whole.
    package func engine(_ global: GlobalOptions, access: SQLiteStorage.Access? = nil) throws -> any StoreEngine {
        try openedStores.primary { try openStorage(global, access: access) }
    }

    /// The household's own settings (its members, sign-ins and password), which no feature
    /// is handed.
    package func householdSettings(_ global: GlobalOptions) throws -> any SettingsStore {
        try engine(global).settingsStore
    }

    /// What a server is handed of the run's store: the whole (its own settings) and each
    /// member's.
    package func serverStores(_ global: GlobalOptions, access: SQLiteStorage.Access?) throws -> ServerStores {
        let engine = try engine(global, access: access)
        let data = try memberData(global)
        let dates = try DateProvider.live(environment: environment)
        // One read of the members every 2 s, not one per page of a list.
        let names = RecentMemberNames(settings: engine.settingsStore)
        return ServerStores(
            household: FeatureStores(
                records: engine.recordStore, blobs: engine.blobStore, settings: engine.settingsStore),
            member: { memberStores(ActingMember(id: $0), of: engine, names: names.names) },
            archive: { id in
                let members = try await HouseholdMembers(settings: engine.settingsStore).all()
                guard let member = members.first(where: { $0.id == id }) else {
                    throw UserError(PersistenceMessages.notFound(id), category: .notFound)
                }
                return try await data.archive(of: member, now: dates.now()).encoded()
            })
    }

    /// Whose the records with `ids` are (their owner's name, who sees them) as `records`,
    /// the acting member's store, sees them; nil in a household of one, whose output stays
    /// as it always was.
    private func recordSharing(of ids: () -> [String], _ global: GlobalOptions, records: any RecordStore)
        async throws -> JSONSharing?
    {
        let names = try await HouseholdMembers(settings: householdSettings(global)).namesByID()
        guard !names.isEmpty else { return nil }
        let ids = ids()
        guard !ids.isEmpty else { return nil }
        let collections = recordTypes.map { $0.collection }
        let found = try await records.read { reader in
            var found: [String: RecordSharing] = [:]
            for collection in collections {
                found.merge(try reader.sharings(in: collection, ids: ids)) { first, _ in first }
            }
            return found
        }
        return JSONSharing(
            byID: found.mapValues { .init(owner: names[$0.owner] ?? $0.owner, visibility: $0.audience.rawValue) })
    }

    /// Who acts on this command line: `--as`, else `$MOSAIC_MEMBER`, else the first admin (66
    /// for a name no member has).
    package func actingMemberID(_ global: GlobalOptions) async throws -> String {
        try await HouseholdMembers(settings: householdSettings(global)).actingID(
            named: global.member ?? environment["MOSAIC_MEMBER"])
    }

    /// What the household's members keep in the run's store, to move or delete with them.
    package func memberData(_ global: GlobalOptions) throws -> MemberData {
        let engine = try engine(global)
        return MemberData(
            engine: engine, blobs: ThumbnailedBlobStore(engine.blobStore, thumbnailer: VipsThumbnailer()),
            recordTypes: recordTypes)
    }

    /// The stores `member` is handed of `engine`, photos with their thumbnails.
    /// `names` are the household's members by id (read each time unless a server's cache is given).
    package func memberStores(
        _ member: ActingMember, of engine: any StoreEngine, audience: Audience? = nil,
        names: (@Sendable () async throws -> [String: String])? = nil
    ) -> FeatureStores {
        .member(
            member, of: engine, blobs: ThumbnailedBlobStore(engine.blobStore, thumbnailer: VipsThumbnailer()),
            recordTypes: recordTypes, audience: audience,
            names: names ?? { [settings = engine.settingsStore] in
                try await HouseholdMembers(settings: settings).namesByID()
            },
            calendarFeed: CalendarFeed { [settings = engine.settingsStore] renewing in
                try await CalendarFeeds(settings: settings).address(of: try await member.id(), renewing: renewing)
            })
    }

    /// The live dependencies for a command, built once; the store opens when a feature
    /// first asks for it.
    package func context(_ global: GlobalOptions, storeAccess: SQLiteStorage.Access? = nil) throws
        -> CommandContext
    {
        let io = io(global)
        let dependencies = FeatureDependencies(
            stores: {
                let engine = try self.engine(global, access: storeAccess)
                let member = ActingMember { try await actingMemberID(global) }
                return memberStores(member, of: engine, audience: global.visibility)
            },
            http: try http
                ?? CurlHTTPClient(version: MosaicVersion.current, timeout: HTTPSettings.timeout(in: environment)),
            environment: environment,
            clock: ContinuousClock(),
            dates: try DateProvider.live(environment: environment),
            ids: .uuid,
            language: io.language,
            exports: ExportWriter(protecting: SQLiteStorage.ownedPaths(in: try dataDirectory(global))),
            foreignDatabases: SQLiteFileReader()
        )
        return CommandContext(
            dependencies: dependencies, io: io, prompter: Prompter(input: input, io: io, keys: lineEditor),
            lineEditor: lineEditor, closedScreens: closedScreens,
            recordSharing: { ids in try await recordSharing(of: ids, global, records: dependencies.records) })
    }
}
