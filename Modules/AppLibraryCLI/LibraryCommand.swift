import AppLibrary
import ArgumentParser
import CommandKit
import Console
import Core

/// `mosaic apps library`: the library grouped by genre. With no arguments on a
/// terminal it is a live search, through the library's debounced view-model.
struct LibraryCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "library",
            abstract: HelpText.localized(en: "The library (보관함), grouped by genre.", ko: "장르별로 묶은 보관함."))
    }

    @Option(
        parsing: .unconditional,
        help: .init(en: "Only this genre (기타 or Other for apps without one).", ko: "이 장르만(장르가 없는 앱은 기타 또는 Other)."))
    var genre: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "Names or sellers containing this (any case, Hangul too).", ko: "이름이나 판매자에 이 글자가 들어 있는 앱(대소문자 무시, 한글도)."
        )) var search: String?
    @Flag(help: .init(en: "Print and exit even on a terminal (no live search).", ko: "터미널에서도 출력하고 끝냅니다(실시간 검색 없음)."))
    var noLive = false
    @OptionGroup var limit: ListLimit
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let presenter = AppPresenter(io: context.io)
        var text = search ?? ""
        if genre == nil, search == nil, !noLive, !context.io.json, context.prompter.canAsk {
            guard let typed = try await liveSearch(context, presenter) else { return .done }
            text = typed
        }
        let sections: [GenreSection]
        if let count = limit.count, genre == nil {
            sections = GenreSection.group(try await context.library.shelf(search: text, limit: count))
        } else {
            let all = GenreSection.group(try await context.library.apps(search: text, genre: genre))
            sections = limit.count.map { GenreSection.first($0, of: all) } ?? all
        }
        let sharing = await SharingColumn(for: sections.flatMap(\.apps), in: context)
        return .list(
            presenter.library(sections, sharing: sharing),
            json: sections.map { JSONSection(genre: context.io.text($0.title), apps: $0.apps.map(\.app)) },
            isEmpty: sections.isEmpty,
            empty: text.isEmpty && genre == nil ? AppLibraryMessages.emptyLibrary : AppLibraryMessages.noLibraryMatches)
    }

    private func liveSearch(_ context: CommandContext, _ presenter: AppPresenter) async throws -> String? {
        let viewModel = LibraryViewModel(repository: try context.library, clock: context.clock)
        return try await context.withScreen { screen in
            let query = screen.input(String.self)
            let sections = screen.transform(viewModel, .init(query: query.values())).shelf.mapStream(\.sections)
            let io = context.io
            let search = LiveSearch(editor: context.lineEditor, io: io, help: AppLibraryCLIMessages.liveSearchHelp)
            // Sections follow the last settled (debounced) query; each is drawn as it comes.
            return try await search.run(query: query, results: sections) { sections in
                sections.isEmpty
                    ? Document(line: io.text(AppLibraryMessages.noLibraryMatches)) : presenter.library(sections)
            }
        }
    }

    /// One genre in `--json`.
    struct JSONSection: Encodable, Sendable {
        let genre: String
        let apps: [StoreApp]
    }
}
