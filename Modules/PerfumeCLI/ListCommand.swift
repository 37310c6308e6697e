import ArgumentParser
import CommandKit
import Console
import Perfume

/// `mosaic perfume list`: the home screen, newest tasting day first.
struct ListCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List test strips, newest tasting day first.")

    @Flag(help: "Only wished (찜) perfumes.") var wished = false
    @Option(parsing: .unconditional, help: "At most this many, 1–10,000.") var limit: Int?
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if let limit { try global.check(limit, OptionRange.listLimit, option: "--limit") }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let entries = try await context.perfumes.list(wishedOnly: wished, limit: limit)
        return PerfumePresenter(io: context.io).list(
            entries, empty: wished ? PerfumeMessages.emptyWished : PerfumeMessages.emptyHome)
    }
}
