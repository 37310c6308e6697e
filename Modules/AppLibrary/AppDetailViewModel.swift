import Core

/// The detail screen: the app, its "받기"/"삭제" button in step with the store, and its
/// local reviews, live.
public final class AppDetailViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The "받기"/"삭제" button.
        public var toggleTapped: AsyncStream<Void>

        public init(toggleTapped: AsyncStream<Void> = .finished) {
            self.toggleTapped = toggleTapped
        }
    }

    public struct Output: Sendable {
        /// Whether the app is in the library, now and after every change anywhere.
        public let isSaved: AsyncStream<Bool>
        /// The app's local reviews, newest first, after every change.
        public let reviews: AsyncStream<[AppReview]>
        /// A storage problem.
        public let failure: AsyncStream<UserError>
    }

    private let app: StoreApp
    private let repository: LibraryRepository
    private let failures = EventRelay<UserError>()

    public init(app: StoreApp, repository: LibraryRepository) {
        self.app = app
        self.repository = repository
    }

    public func transform(_ input: Input) -> Output {
        let (app, repository, failures) = (app, repository, failures)
        let report: @Sendable (any Error) -> Void = { failures.accept(UserError.from($0)) }
        let saved = repository.observeSaved(id: app.id).asStream(onFailure: report).mapStream { !$0.isEmpty }
        let reviews = repository.observeReviews(appID: app.id).asStream(onFailure: report)
        Task.onScreen {
            for await _ in input.toggleTapped {
                do {
                    // The store decides, not a flag the screen holds (seed bug 8).
                    if try await repository.saved(id: app.id) == nil {
                        try await repository.get(app)
                    } else {
                        _ = try await repository.remove(id: app.id)
                    }
                } catch {
                    report(error)
                }
            }
        }
        return Output(isSaved: saved, reviews: reviews, failure: failures.values())
    }
}
