import ArgumentParser
import CommandKit
import Console
import Core
import Perfume

/// `mosaic perfume tags`: the `#words` of the journal's strips, with how many strips have each.
struct TagsCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "tags",
            abstract: HelpText.localized(
                en: "The #tags of the journal, with how many strips have each.", ko: "일지의 #태그와 태그마다의 시향지 수."))
    }
    @OptionGroup var limit: ListLimit
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let tags = limit.prefix(PerfumeStats.counted(try await context.perfumes.list().flatMap(\.tags)))
        return .list(tags, empty: PerfumeCLIMessages.noTags) { tags in
            var table = TextTable([
                .init(context.io.text(Message(en: "TAG", ko: "태그"))),
                .init(context.io.text(Message(en: "STRIPS", ko: "시향지")), alignRight: true),
            ])
            for tag in tags { table.append(["#" + tag.name, "\(tag.count)"]) }
            return Document(table)
        }
    }
}
