import CommandKit
import Console
import Core
import Foundation
import Persistence

/// The web front, as `mosaic-server` carries it: the server and its password.
public protocol WebParts: Sendable {
    /// Serves the five apps on `request`'s address until Ctrl-C, with `context`'s
    /// dependencies and `stores` (opened and ready).
    func serve(_ request: ServeRequest, context: CommandContext, stores: ServerStores) async throws -> CommandOutput

    /// Why `candidate` cannot be the web pages' password; nil when it can.
    func passwordProblem(_ candidate: String) -> Message?

    /// `password`'s bcrypt hash, as a member's password is kept.
    func hashPassword(_ password: String) async -> String

    /// A one-use invitation for the member `id`: the path of its page (`/invite/<token>`)
    /// on the server's address, and when it stops working.
    func invitation(forMember id: String, settings: any SettingsStore, now: Date) async throws
        -> (path: String, expires: Date)

    /// Makes `password` the web pages' password, ending every sign-in.
    func setPassword(_ password: String, settings: any SettingsStore, now: Date) async throws

    /// Removes the web pages' password, ending every sign-in; false when none was set.
    func removePassword(settings: any SettingsStore) async throws -> Bool
}
