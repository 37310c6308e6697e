import ArgumentParser
import CommandKit
import Console
import Perfume

/// `mosaic perfume show ID`: the detail screen.
struct ShowCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one test strip (any unique id prefix).")

    @Argument(help: "The entry's id or a unique prefix of it.") var id: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await PerfumePresenter(io: context.io).show(
            try await context.perfumes.find(id), repository: context.perfumes)
    }
}
