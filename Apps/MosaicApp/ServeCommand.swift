import ArgumentParser
import CommandKit
import Console
import Core
import WebKit

/// `mosaic serve`: the five apps as a local web app on the same data dir and the same
/// feature modules as the command line, until Ctrl-C.
struct ServeCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the five apps as a local web app (until Ctrl-C).",
        discussion: """
            Pages are in the language --lang names, else the one the browser asks for. The command line can run \
            at the same time on the same data dir. Exit 69 when the address cannot be listened on.
            """
    )

    @Option(help: "The port to listen on (0 picks a free one).") var port = 8080
    @Option(
        help:
            "The address to listen on. Anything but 127.0.0.1 or localhost makes your data reachable from the network.")
    var host = "127.0.0.1"
    @Option(
        name: .customLong("allowed-host"),
        help:
            "Another name the server answers to (repeatable; e.g. mosaic.home or mosaic.home:8443). Requests naming any other host get 421."
    )
    var allowedHosts: [String] = []
    @OptionGroup var global: GlobalOptions

    func run(in commandContext: CommandContext) async throws -> CommandOutput {
        try global.check(port, 0...65535, option: "--port")
        // Pages are read in parallel while others write: the store as a pool, not the one
        // connection a command opens.
        let context = try MosaicRunner.running().app.context(global, storeAccess: .concurrent)
        // Opened now, so a bad data dir is an error here and not on the first page.
        _ = try context.dependencies.stores()
        try await MosaicRunner.running().app.openedStores.prepareAll()
        if !WebServer.isLoopback(host) { context.io.warn(WebMessages.reachable(host)) }
        let site = WebSite(
            plugins: FeatureRegistry.webPlugins, dependencies: context.dependencies,
            language: global.lang, fallbackLanguage: context.language,
            hosts: HostAllowList(listening: host, allowed: allowedHosts))
        // A copy of the database file alone (a backup by `cp`) must hold what the pages
        // wrote: the log is copied into the file every 30 seconds while serving.
        let stores = try MosaicRunner.running().app.openedStores
        let checkpoints = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(30))
                stores.checkpointAll()
            }
        }
        defer { checkpoints.cancel() }
        let started = LockedValue(false)
        let io = context.io
        do {
            try await WebServer(site: site, host: host, port: port).run { address in
                started.withLock { $0 = true }
                try? io.show(.verbatim(io.text(WebMessages.serving(address))))
            }
        } catch  where !started.value {
            throw UserError(AppMessages.cannotListen(host, port, String(describing: error)), category: .unavailable)
        }
        return .message(WebMessages.stopped)
    }
}
