import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import Foundation

/// `mosaic tour`: every feature's demo scenario, run as real commands on a fresh
/// temporary data dir against the stand-ins its features bring for their APIs, called in
/// process (no socket, no network), narrated step by step.
struct TourCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "tour",
            abstract: HelpText.localized(
                en: "Show every feature end to end on a throwaway data dir (no network needed).",
                ko: "버리는 데이터 폴더에서 모든 기능을 처음부터 끝까지 보여 줍니다(네트워크가 필요 없습니다).")
        )
    }

    @OptionGroup var global: GlobalOptions

    @Flag(help: .init(en: "Keep the tour's data dir and print where it is.", ko: "투어의 데이터 폴더를 남기고 위치를 출력합니다."))
    var keep = false

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let io = context.io
        let app = runner.app
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("mosaic-tour-\(UUID().uuidString.prefix(8))", isDirectory: true)
        let standIns = app.plugins.compactMap { $0.tourStandIn }
        let network = TourHTTPClient(standIns: standIns)
        defer {
            if !keep { try? FileManager.default.removeItem(at: folder) }
        }
        // A throwaway data dir, whatever database the person's own commands use.
        let environment = app.environment.filter { $0.key != "MOSAIC_DATABASE_URL" }
            .merging(standIns.flatMap(\.environment)) { $1 }
            .merging([
                "MOSAIC_HOME": folder.path,
                "UNSPLASH_ACCESS_KEY": app.environment["UNSPLASH_ACCESS_KEY"] ?? "tour-demo-key",
            ]) { $1 }
        let passOn = (global.lang.map { ["--lang", $0.rawValue] } ?? []) + (global.noColor ? ["--no-color"] : [])
        let tour = TourContext(io: io) { arguments, input, stdout in
            await runner
                .with(environment: environment, input: .piped(input), stdout: stdout, http: network)
                .run(arguments + passOn)
        }

        tour.narrate(
            Message(
                en: "Mosaic tour: a fresh data dir at \(folder.path), the APIs stood in for in process.",
                ko: "Mosaic 둘러보기: 새 데이터 폴더 \(folder.path), API 는 이 프로세스 안의 대역이 대신합니다."
            ))
        tour.narrate(Message(en: "Which features this mosaic has:", ko: "이 mosaic 에 있는 기능:"))
        await tour.run(["features"])
        for plugin in app.plugins {
            tour.narrate(plugin.feature.summary)
            try await plugin.tour(tour)
        }
        tour.narrate(
            Message(
                en: "Finally, the doctor checks that every file and record agree:",
                ko: "마지막으로 doctor 가 파일과 레코드가 맞는지 점검합니다:"))
        let status = await tour.run(["doctor"])
        if keep {
            io.say(AppMessages.tourKept(folder.path))
        }
        io.success(AppMessages.tourFinished)
        if status != 0 { throw ExitCode(status) }
        return .done
    }
}
