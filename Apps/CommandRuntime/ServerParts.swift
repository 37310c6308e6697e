import CommandKit
import Console
import Core
import Foundation
import Persistence

/// What `mosaic-server` adds to the app: the web front and the PostgreSQL engine. `mosaic`
/// is built without them, so a plain command never loads their code as it starts, and hands
/// a command that needs them to `mosaic-server` (`ServerHandOff`), which passes these to its
/// `AppEnvironment`.
public protocol ServerParts: Sendable {
    /// Serves the five apps on `request`'s address until Ctrl-C, with `context`'s
    /// dependencies (its store opened and ready).
    func serve(_ request: ServeRequest, context: CommandContext) async throws -> CommandOutput

    /// The PostgreSQL storage at `url` (nil: `$MOSAIC_DATABASE_URL`'s), its photos cached
    /// in `cacheDirectory` when given.
    func postgresStorage(
        url: String?, environment: [String: String], recordTypes: [any Record.Type], cacheDirectory: URL?
    ) throws -> any StoreEngine

    /// Why `candidate` cannot be the web pages' password; nil when it can.
    func passwordProblem(_ candidate: String) -> Message?

    /// Makes `password` the web pages' password, ending every sign-in.
    func setPassword(_ password: String, settings: any SettingsStore, now: Date) async throws

    /// Removes the web pages' password, ending every sign-in; false when none was set.
    func removePassword(settings: any SettingsStore) async throws -> Bool
}

/// What `mosaic serve` was asked for.
public struct ServeRequest: Sendable {
    /// The port to listen on (0: a free one).
    public let port: Int
    /// The address to listen on.
    public let host: String
    /// The other names the server answers to (`--allowed-host`).
    public let allowedHosts: [String]
    /// The reverse proxies whose forwarding headers are believed (`--trusted-proxy`).
    public let trustedProxies: Set<String>
    /// The pages' language (`--lang`); nil: the one each browser asks for.
    public let language: Language?

    public init(port: Int, host: String, allowedHosts: [String], trustedProxies: Set<String>, language: Language?) {
        self.port = port
        self.host = host
        self.allowedHosts = allowedHosts
        self.trustedProxies = trustedProxies
        self.language = language
    }
}
