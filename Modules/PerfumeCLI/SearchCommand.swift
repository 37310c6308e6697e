import ArgumentParser
import CommandKit
import Console
import Core
import Perfume

/// `mosaic perfume search [TEXT]`: ranked matches; with no text on a terminal, a live
/// search that redraws as you type, through the search tab's debounced view-model.
struct SearchCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract:
            "Search brand, name, sentence, notes and date (any case, Hangul and Latin). No text on a terminal: live search."
    )

    @Argument(help: "Words that must all occur.") var text: String?
    @Option(parsing: .unconditional, help: "At most this many results, 1–10,000.") var limit: Int = 50
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try global.check(limit, OptionRange.listLimit, option: "--limit")
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let presenter = PerfumePresenter(io: context.io)
        if let text { return try await matches(text, context, presenter) }
        guard context.prompter.canAsk, !context.io.json else {
            throw UserError(PerfumeCLIMessages.searchNeedsText, category: .invalidInput)
        }
        return try await liveSearch(context, presenter)
    }

    private func liveSearch(_ context: CommandContext, _ presenter: PerfumePresenter) async throws -> CommandOutput {
        let io = context.io
        let viewModel = PerfumeSearchViewModel(repository: try context.perfumes, clock: context.clock, limit: 15)
        let submitted = try await context.withScreen { screen in
            let query = screen.input(String.self)
            let results = screen.transform(viewModel, .init(query: query.values())).results
            let search = LiveSearch(editor: context.lineEditor, io: io, help: PerfumeCLIMessages.liveSearchHelp)
            return try await search.run(query: query, results: results, resultQuery: \.query) { results in
                results.hint.map { Document(line: io.text($0)) } ?? Document(presenter.table(results.entries))
            }
        }
        guard let text = submitted else { return .done }
        return try await matches(text, context, presenter)
    }

    private func matches(_ text: String, _ context: CommandContext, _ presenter: PerfumePresenter) async throws
        -> CommandOutput
    {
        let results = PerfumeSearchResults(query: text, entries: try await context.perfumes.search(text, limit: limit))
        return presenter.list(results.entries, empty: results.hint ?? PerfumeMessages.noResults)
    }
}
