import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import PersistenceSQLite
import VipsThumbnails

/// `mosaic serve`: the five apps as a local web app on the same data dir and the same
/// feature modules as the command line, until Ctrl-C.
struct ServeCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "serve",
            abstract: HelpText.localized(
                en: "Serve the five apps as a local web app (until Ctrl-C).", ko: "다섯 앱을 로컬 웹 앱으로 띄웁니다(Ctrl-C까지)."),
            discussion: HelpText.localized(
                en: """
                    Pages are in the language --lang names, else the one the browser asks for. The command line can run \
                    at the same time on the same data dir. Exit 69 when the address cannot be listened on.

                    Pages ask for a password once one is set ('mosaic serve password set'); on any address but \
                    127.0.0.1 or localhost the server does not start without one (exit 77). Several servers on one data \
                    dir or database share the password and the sign-ins.
                    """,
                ko: """
                    페이지는 --lang이 정한 언어로, 없으면 브라우저가 원하는 언어로 보입니다. 같은 데이터 폴더에서 명령줄을 동시에 쓸 수 \
                    있습니다. 주소에서 기다릴 수 없으면 69로 끝납니다.

                    비밀번호를 정하면('mosaic serve password set') 페이지가 비밀번호를 묻습니다. 127.0.0.1이나 localhost가 아닌 \
                    주소에서는 비밀번호 없이 시작하지 않습니다(77). 한 데이터 폴더나 데이터베이스의 여러 서버는 비밀번호와 로그인을 함께 씁니다.
                    """),
            subcommands: [ServePasswordCommand.self]
        )
    }

    @Option(help: .init(en: "The port to listen on (0 picks a free one).", ko: "들을 포트(0이면 빈 포트를 고릅니다).")) var port =
        8080
    @Option(
        help:
            .init(
                en:
                    "The address to listen on. Anything but 127.0.0.1 or localhost makes your data reachable from the network.",
                ko: "들을 주소. 127.0.0.1이나 localhost가 아니면 데이터가 네트워크에서 보입니다."))
    var host = "127.0.0.1"
    @Option(
        name: .customLong("allowed-host"),
        help:
            .init(
                en:
                    "Another name the server answers to (repeatable; e.g. mosaic.home or mosaic.home:8443). Requests naming any other host get 421.",
                ko: "서버가 응답할 다른 이름(여러 번 쓸 수 있습니다; 예: mosaic.home, mosaic.home:8443). 다른 호스트를 부르는 요청은 421을 받습니다.")
    )
    var allowedHosts: [String] = []
    @Option(
        name: .customLong("trusted-proxy"),
        help:
            .init(
                en:
                    "The address of a reverse proxy in front of the server (repeatable): its X-Forwarded-For and X-Forwarded-Proto are believed.",
                ko: "서버 앞 리버스 프록시의 주소(여러 번 쓸 수 있습니다). 그 프록시의 X-Forwarded-For와 X-Forwarded-Proto를 믿습니다."))
    var trustedProxies: [String] = []
    @OptionGroup var global: GlobalOptions

    /// Pages are read in parallel while others write: the store as a pool, not the one
    /// connection a command opens.
    var storeAccess: SQLiteStorage.Access? { .concurrent }

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        try global.check(port, 0...65535, option: "--port")
        let app = runner.app
        let server = try app.webParts()
        // Opened now, so a bad data dir is an error here and not on the first page.
        let stores = try app.serverStores(global, access: storeAccess)
        try await app.openedStores.prepareAll()
        // A copy of the database file alone (a backup by `cp`) must hold what the pages
        // wrote: the log is copied into the file every 30 seconds while serving.
        let checkpoints = Task { [stores = app.openedStores] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(30))
                stores.checkpointAll()
            }
        }
        defer { checkpoints.cancel() }
        if !VipsThumbnailer.isAvailable { context.io.warn(AppMessages.noThumbnailer) }
        let request = ServeRequest(
            port: port, host: host, allowedHosts: allowedHosts, trustedProxies: Set(trustedProxies),
            language: global.lang)
        return try await server.serve(request, context: context, stores: stores)
    }
}
