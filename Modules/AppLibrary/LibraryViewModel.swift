import AsyncAlgorithms
import Core

/// The library tab ("보관함"): sections by genre, live as the library changes, filtered
/// by a search debounced 1 s; "삭제" re-checks the store first.
public final class LibraryViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The search field's text after each keystroke.
        public var query: AsyncStream<String>
        /// A row's "삭제" button, with the app's id.
        public var removeTapped: AsyncStream<AppID>
        /// The search the screen opens with (a link's `?q=`), applied at once, not debounced.
        public var initialQuery: String

        public init(
            query: AsyncStream<String> = .finished, removeTapped: AsyncStream<AppID> = .finished,
            initialQuery: String = ""
        ) {
            self.query = query
            self.removeTapped = removeTapped
            self.initialQuery = initialQuery
        }
    }

    public struct Output: Sendable {
        /// The sections for the current query, after every change.
        public let sections: AsyncStream<[GenreSection]>
        /// "이미 삭제된 앱입니다" and other problems, as alerts.
        public let alert: AsyncStream<UserError>
    }

    private let repository: LibraryRepository
    private let clock: any Clock<Duration>
    private let alerts = EventRelay<UserError>()

    public init(repository: LibraryRepository, clock: any Clock<Duration>) {
        self.repository = repository
        self.clock = clock
    }

    public func transform(_ input: Input) -> Output {
        let repository = repository
        let alerts = alerts
        let query = input.query
            .debouncing(for: .seconds(1), clock: clock)
            .removeDuplicates()
            .startWith(input.initialQuery)
            .asStream()
        let changes = repository.observeApps()
            .asStream { alerts.accept(UserError.from($0)) }
            .mapStream { _ in 0 }
        let sections = combineLatest(query, changes).asStream().tryMapLatest(
            { text, _ in
                GenreSection.group(try await repository.apps(search: text))
            }, onFailure: { alerts.accept(UserError.from($0)) })
        Task.onScreen {
            for await id in input.removeTapped {
                do {
                    _ = try await repository.remove(id: id)
                } catch let error as UserError where error.category == .notFound {
                    // The seed's alert for a row whose app went meanwhile.
                    alerts.accept(
                        UserError(
                            AppLibraryMessages.alreadyDeleted, category: .notFound,
                            details: [AppLibraryMessages.tryRefreshing]))
                } catch {
                    alerts.accept(UserError.from(error))
                }
            }
        }
        return Output(sections: sections, alert: alerts.values())
    }
}
