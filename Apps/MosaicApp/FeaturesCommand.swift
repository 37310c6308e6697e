import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core

/// `mosaic features`: the registered feature plugins.
struct FeaturesCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "features",
            abstract: HelpText.localized(
                en: "List the feature plugins this mosaic was built with.", ko: "이 mosaic에 들어 있는 기능 플러그인을 보여 줍니다.")
        )
    }

    @OptionGroup var global: GlobalOptions

    struct Entry: Encodable, Sendable {
        let name: String
        let summary: String
        let collections: [String]
    }

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let io = context.io
        let entries = runner.app.plugins.map { plugin in
            // Machine output is the same in every language.
            Entry(
                name: plugin.feature.name, summary: plugin.feature.summary.text(global.json ? .english : io.language),
                collections: plugin.feature.recordTypes.map { $0.collection })
        }
        var table = TextTable([
            .init(io.text(Message(en: "FEATURE", ko: "기능"))),
            .init(io.text(Message(en: "WHAT IT IS", ko: "설명")), maxWidth: 70),
        ])
        for entry in entries {
            table.append([entry.name, entry.summary])
        }
        return .list(
            Document(table), json: entries, isEmpty: entries.isEmpty,
            empty: AppMessages.noFeatures)
    }
}
