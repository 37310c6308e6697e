import AsyncAlgorithms
import Core

/// The search tab: a search runs when the search key is pressed (throttled 1 s); a new
/// search cancels the running request; reaching the bottom loads the next page only
/// when nothing is loading and more may come; a failure is shown and the tab keeps
/// working (seed bugs 1 and 3).
public final class AppSearchViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The search key was pressed, with the field's text.
        public var submit: AsyncStream<String>
        /// The list was scrolled to the bottom.
        public var reachedBottom: AsyncStream<Void>
        /// A row's "받기"/"삭제" was tapped, with the app's id.
        public var toggleTapped: AsyncStream<AppID>

        public init(
            submit: AsyncStream<String>, reachedBottom: AsyncStream<Void> = .finished,
            toggleTapped: AsyncStream<AppID> = .finished
        ) {
            self.submit = submit
            self.reachedBottom = reachedBottom
            self.toggleTapped = toggleTapped
        }
    }

    public struct Output: Sendable {
        /// The tab's state after every change.
        public let state: AsyncStream<AppSearchState>
        /// Why a request failed (the results so far stay).
        public let failure: AsyncStream<UserError>
    }

    private struct Paging: Sendable {
        var generation = 0
        /// Results consumed from the server so far; advanced only by a successful page.
        var offset = 0
        var request: Task<Void, Never>?
    }

    private let client: ITunesClient
    private let library: LibraryRepository
    private let clock: any Clock<Duration>
    private let country: String
    private let pageSize: Int
    private let state = StateRelay(AppSearchState())
    private let paging = LockedValue(Paging())
    private let failures = EventRelay<UserError>()

    /// How many pages the first search loads (a link to page 3 shows pages 1 to 3); later ones load one.
    private let openingPages: LockedValue<Int>

    /// `openingPages` (1 to 10) is how many pages the first search loads at once.
    public init(
        client: ITunesClient, library: LibraryRepository, clock: any Clock<Duration>, country: String = "kr",
        pageSize: Int = 30,
        openingPages: Int = 1
    ) {
        self.client = client
        self.library = library
        self.clock = clock
        self.country = country
        self.pageSize = pageSize
        self.openingPages = LockedValue(min(max(openingPages, 1), 10))
    }

    public func transform(_ input: Input) -> Output {
        let state = state
        let (library, failures) = (library, failures)
        // Which of the apps shown are saved, read again when the library or the results change:
        // the ids shown, never the whole library.
        let changes = library.changes().asStream { failures.accept(UserError.from($0)) }
        let shown = state.values().mapStream { $0.apps.map(\.id) }.removeDuplicates().asStream()
        Task.onScreen {
            for await (_, ids) in combineLatest(changes, shown) {
                do {
                    let saved = try await library.savedIDs(among: ids)
                    state.update { $0.savedIDs = saved }
                } catch {
                    failures.accept(UserError.from(error))
                }
            }
        }
        Task.onScreen {
            // A search typed within the second after one is sent when the second ends, never dropped.
            for await term in input.submit.throttle(for: .seconds(1), clock: self.clock, latest: true) {
                self.search(term.trimmingWhitespace)
            }
        }
        Task.onScreen { for await _ in input.reachedBottom { self.loadNextPage() } }
        Task.onScreen { for await id in input.toggleTapped { await self.toggle(id) } }
        return Output(state: state.values().removeDuplicates().asStream(), failure: failures.values())
    }

    /// The seed's row button: the library is checked by id, then the app is removed when
    /// it is there and added when it is not; the button follows the library.
    private func toggle(_ id: AppID) async {
        guard let app = state.value.apps.first(where: { $0.id == id }) else { return }
        do {
            if try await library.saved(id: id) != nil {
                _ = try await library.remove(id: id)
            } else {
                _ = try await library.get(app)
            }
        } catch {
            failures.accept(UserError.from(error))
        }
    }

    private func search(_ term: String) {
        paging.withLock { paging in
            paging.request?.cancel()
            paging.generation += 1
            paging.offset = 0
            paging.request = nil
        }
        state.update { state in
            state.term = term
            state.apps = []
            state.pages = 0
            state.isExhausted = term.isEmpty
            state.isLoading = !term.isEmpty
        }
        // An empty term is not sent (the seed sent it and paged from launch).
        guard !term.isEmpty else { return }
        let pages = openingPages.withLock { pages in
            defer { pages = 1 }
            return pages
        }
        load(term: term, offset: 0, pages: pages)
    }

    private func loadNextPage() {
        let current = state.value
        guard !current.isLoading, !current.isExhausted, !current.term.isEmpty else { return }
        state.update { $0.isLoading = true }
        load(term: current.term, offset: paging.value.offset)
    }

    /// Loads the page at `offset`, then the next ones, `pages` in all, while there are more.
    private func load(term: String, offset: Int, pages: Int = 1) {
        let (client, country, pageSize, state, failures) = (client, country, pageSize, state, failures)
        let paging = paging
        let generation = paging.value.generation
        let request = Task.onScreen {
            do {
                var offset = offset
                for loaded in 1...pages {
                    let page = try await client.search(term, country: country, limit: pageSize, offset: offset)
                    guard !Task.isCancelled, paging.value.generation == generation else { return }
                    offset += page.apps.count + page.skipped
                    paging.withLock { [offset] in $0.offset = offset }
                    let more = loaded < pages && page.mayHaveMore
                    state.update { state in
                        let known = Set(state.apps.map(\.id))
                        state.apps += page.apps.filter { !known.contains($0.id) }
                        state.pages += 1
                        state.isLoading = more
                        state.isExhausted = !page.mayHaveMore
                    }
                    guard more else { break }
                }
            } catch {
                // A replaced search is cancelled on purpose: nothing to report.
                guard !Task.isCancelled, paging.value.generation == generation else { return }
                state.update { $0.isLoading = false }
                failures.accept(UserError.from(error))
            }
        }
        paging.withLock { paging in
            if paging.generation == generation { paging.request = request }
        }
    }
}
