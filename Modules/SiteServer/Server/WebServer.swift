import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// Serves a `WebSite` on an address until the process gets Ctrl-C (SIGINT) or SIGTERM,
/// then closes every live screen.
public struct WebServer: Sendable {
    let site: WebSite
    let host: String
    let port: Int
    let limits: ReadLimits

    /// How long a client may take to send a request: its head, then its body (a 20 MB photo
    /// from a phone on a slow link), and how long a kept-alive connection may idle.
    public struct ReadLimits: Sendable {
        public var head: Duration = .seconds(10)
        public var body: Duration = .seconds(120)
        public var idle: Duration = .seconds(60)

        public init() {}
    }

    public init(site: WebSite, host: String, port: Int, limits: ReadLimits = ReadLimits()) {
        self.site = site
        self.host = host
        self.port = port
        self.limits = limits
    }

    /// Whether `host` keeps the server on this machine.
    public static func isLoopback(_ host: String) -> Bool {
        host == "127.0.0.1" || host == "localhost" || host == "::1"
    }

    /// Runs until a shutdown signal; `onRunning` gets the address (`http://127.0.0.1:8080`).
    public func run(onRunning: @escaping @Sendable (String) -> Void) async throws {
        try await run(onRunning: onRunning, until: nil)
    }

    /// `run(onRunning:)` that also shuts down gracefully, as on Ctrl-C, once `stopped`
    /// returns: how a test ends its server.
    func run(onRunning: @escaping @Sendable (String) -> Void, until stopped: (@Sendable () async -> Void)?)
        async throws
    {
        var logger = Logger(label: "mosaic-serve")
        logger.logLevel = .critical
        let host = host
        let hosts = site.hosts
        let limits = limits
        let app = WebHTTPService(
            responder: site.router().buildResponder(),
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [
                        RequestReadDeadline(head: TimeAmount(limits.head), body: TimeAmount(limits.body))
                    ],
                    idleTimeout: TimeAmount(limits.idle))),
            configuration: ServerConfiguration(address: .hostname(host, port: port), serverName: "mosaic"),
            logger: logger,
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                hosts.bind(port: port)
                onRunning("http://\(host.contains(":") ? "[\(host)]" : host):\(port)")
            }
        )
        // Shut down in reverse order: the live pages close first, so their open event
        // streams end and the server's graceful shutdown does not wait on them.
        let group = ServiceGroup(
            configuration: .init(
                services: [app, LiveSessionsKeeper(site: site)],
                gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        guard let stopped else { return try await group.run() }
        try await withThrowingTaskGroup(of: Bool.self) { tasks in
            tasks.addTask {
                try await group.run()
                return true
            }
            tasks.addTask {
                await stopped()
                await group.triggerGracefulShutdown()
                return false
            }
            // Waits for the server's own end after a graceful shutdown, which lets open
            // requests finish; once it ends, only the wait for a stop is left, and that is cancelled.
            for try await serverEnded in tasks where serverEnded {
                tasks.cancelAll()
            }
        }
    }
}

/// Sweeps the live screens every 15 seconds while the server runs, checks every 2 seconds
/// that the store answers (telling the pages when that changes) and closes the screens
/// whose sign-in ended (on another server too), and closes every screen when it begins to
/// shut down (or fails).
private struct LiveSessionsKeeper: Service {
    let site: WebSite

    func run() async throws {
        let site = site
        let sweeper = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                site.sessions.sweep()
            }
        }
        // A sign-out on another server closes this one's pages within 2 seconds too: one
        // look-up per sign-in with pages open, beside the store's check.
        let storage = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(2))
                await site.checkStorage()
                await site.closeSessionsSignedOut()
            }
        }
        try? await gracefulShutdown()
        sweeper.cancel()
        storage.cancel()
        site.sessions.closeAll()
    }
}
