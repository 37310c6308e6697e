import ArgumentParser
import CommandKit
import Console
import Core
import Perfume

/// `mosaic perfume search [TEXT]`: ranked matches; with no text on a terminal, a live
/// search that redraws as you type, through the search tab's debounced view-model.
struct SearchCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "search",
            abstract:
                HelpText.localized(
                    en:
                        "Search brand, name, sentence, notes and date (any case, Hangul and Latin). No text on a terminal: live search.",
                    ko: "브랜드, 이름, 한 줄 요약, 기록, 날짜를 검색합니다(대소문자 무시, 한글과 영문). 터미널에서 검색어가 없으면 실시간 검색.")
        )
    }

    @Argument(help: .init(en: "Words that must all occur.", ko: "모두 들어 있어야 하는 단어.")) var text: String?
    @Option(
        name: [.customShort("n"), .long], parsing: .unconditional,
        help: .init(en: "At most this many results, 1–10,000.", ko: "최대 결과 수, 1–10,000."))
    var limit: Int = 50
    @Flag(help: .init(en: "Only wished (찜) perfumes.", ko: "찜한 향수만.")) var wished = false
    @OptionGroup var tasted: TastingDayOptions
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
        let days = try tasted.days(context)
        let entries = try await context.perfumes.search(text, wishedOnly: wished, tasted: days, limit: limit)
        // A search that stops at its limit says how many it left out (#60).
        if entries.count == limit {
            let total = try await context.perfumes.search(text, wishedOnly: wished, tasted: days).count
            if total > limit { context.io.warn(PerfumeCLIMessages.shown(limit, of: total)) }
        }
        let results = PerfumeSearchResults(query: text, entries: entries)
        let sharing = await SharingColumn(for: results.entries, in: context)
        return presenter.list(results.entries, empty: results.hint ?? PerfumeMessages.noResults, sharing: sharing)
    }
}
