import ArgumentParser
import CommandKit
import Photobox

/// `--content-filter low|high` on `photos random` and `photos search`: Unsplash's filter,
/// kept for later once given (the web's random and search use it too).
struct ContentFilterOption: ParsableArguments {
    @Option(
        name: .customLong("content-filter"),
        help: .init(
            en: "Unsplash's content filter: low (its default) or high; kept for later once given.",
            ko: "Unsplash 의 콘텐츠 필터: low(기본값) 또는 high; 한 번 주면 다음에도 씁니다."))
    var filter: ContentFilter?

    /// The filter to use now: the one given (then kept), else the one kept.
    func resolved(_ context: CommandContext) async throws -> ContentFilter? {
        let settings = try context.dependencies.settings
        if let filter {
            try await ContentFilter.save(filter, in: settings)
            return filter
        }
        return try await ContentFilter.saved(in: settings)
    }
}

extension ContentFilter: ExpressibleByArgument {}
