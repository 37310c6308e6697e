import CommandKit
import CommandRuntime
import Console
import Core
import Foundation
import Household
import PageKit
import Persistence
import SiteServer

/// The web front, as `mosaic-server` gives it to the app: the site of every feature's
/// pages, its server and its password.
public struct MosaicWebParts: WebParts {
    public init() {}

    public func serve(_ request: ServeRequest, context: CommandContext, stores: ServerStores) async throws
        -> CommandOutput
    {
        let onNetwork = !WebServer.isLoopback(request.host)
        if onNetwork {
            guard try await ServePassword(settings: stores.household.settings).isSet() else {
                throw UserError(SignInMessages.passwordNeeded(host: request.host), category: .permission)
            }
            context.io.warn(WebMessages.reachable(request.host))
        }
        let io = context.io
        let site = WebSite(
            plugins: FeaturePages.plugins, dependencies: context.dependencies.with { stores.household },
            memberDependencies: { id in context.dependencies.with { stores.member(id) } },
            memberArchive: stores.archive,
            language: request.language, fallbackLanguage: context.language,
            hosts: HostAllowList(listening: request.host, allowed: request.allowedHosts),
            access: WebAccess(
                passwordRequired: onNetwork, trustedProxies: request.trustedProxies, log: { io.warn($0) }))
        let started = LockedValue(false)
        do {
            // Pages are served on the shared thread pool, in parallel, not on the one
            // thread a command runs on.
            try await CallingThreadExecutor.onSharedPool {
                try await WebServer(site: site, host: request.host, port: request.port).run { address in
                    started.withLock { $0 = true }
                    try? io.show(.verbatim(io.text(WebMessages.serving(address))))
                    // Where calendar addresses point (`habits reminders --feed` prints them):
                    // the name the household reaches it by, else the address it listens on.
                    let host = request.allowedHosts.first ?? String(address.drop { $0 != "/" }.dropFirst(2))
                    let feeds = CalendarFeeds(settings: stores.household.settings)
                    Task { try? await feeds.setHost(host) }
                }
            }
        } catch  where !started.value {
            throw UserError(
                ServerMessages.cannotListen(request.host, request.port, String(describing: error)),
                category: .unavailable)
        }
        return .message(WebMessages.stopped)
    }

    public func passwordProblem(_ candidate: String) -> Message? {
        ServePassword.problem(with: candidate)
    }

    public func hashPassword(_ password: String) async -> String {
        await ServePassword.hash(password)
    }

    public func invitation(forMember id: String, settings: any SettingsStore, now: Date) async throws
        -> (path: String, expires: Date)
    {
        let token = try await Invitations(settings: settings).make(forMember: id, now: now)
        return (Invitations.path(token), now.addingTimeInterval(Invitations.lifetime))
    }

    public func setPassword(_ password: String, settings: any SettingsStore, now: Date) async throws {
        try await ServePassword(settings: settings).set(password, now: now)
    }

    public func removePassword(settings: any SettingsStore) async throws -> Bool {
        try await ServePassword(settings: settings).remove()
    }
}
