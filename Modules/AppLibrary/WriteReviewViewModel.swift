import Core

/// The "리뷰 작성하기" modal: stars, title, content; "보내기" is enabled only when the
/// review is valid and dismisses only after the review is saved (seed bug 4).
public final class WriteReviewViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// Stars tapped (0.5 steps).
        public var rating: AsyncStream<Double>
        /// The title field's text after each change.
        public var title: AsyncStream<String>
        /// The content's text after each change.
        public var content: AsyncStream<String>
        /// "보내기" was tapped.
        public var sendTapped: AsyncStream<Void>
        /// "취소" was tapped.
        public var cancelTapped: AsyncStream<Void>

        public init(
            rating: AsyncStream<Double> = .finished, title: AsyncStream<String> = .finished,
            content: AsyncStream<String> = .finished, sendTapped: AsyncStream<Void> = .finished,
            cancelTapped: AsyncStream<Void> = .finished
        ) {
            self.rating = rating
            self.title = title
            self.content = content
            self.sendTapped = sendTapped
            self.cancelTapped = cancelTapped
        }
    }

    public struct Output: Sendable {
        /// The form after each change (it starts with the form as it opened).
        public let form: AsyncStream<ReviewForm>
        /// Whether "보내기" is enabled.
        public let canSend: AsyncStream<Bool>
        /// What is still wrong, in screen order.
        public let problems: AsyncStream<[Message]>
        /// The review a send saved.
        public let sent: AsyncStream<AppReview>
        /// Why a send failed (the modal stays open).
        public let failure: AsyncStream<UserError>
        /// The modal closes: after a send, or on "취소".
        public let dismissed: AsyncStream<Void>
    }

    private let appID: AppID
    private let repository: LibraryRepository
    private let form: StateRelay<ReviewForm>
    private let sent = EventRelay<AppReview>()
    private let failures = EventRelay<UserError>()
    private let dismissals = EventRelay<Void>()
    private let done = LockedValue(false)

    public init(appID: AppID, repository: LibraryRepository, initial: ReviewForm = ReviewForm()) {
        self.appID = appID
        self.repository = repository
        form = StateRelay(initial)
    }

    public func transform(_ input: Input) -> Output {
        let form = form
        Task.onScreen { for await rating in input.rating { form.update { $0.rating = rating } } }
        Task.onScreen { for await text in input.title { form.update { $0.title = text } } }
        Task.onScreen { for await text in input.content { form.update { $0.content = text } } }
        Task.onScreen { for await _ in input.cancelTapped { self.dismissals.accept() } }
        Task.onScreen { for await _ in input.sendTapped { await self.send() } }
        return Output(
            form: form.values(), canSend: form.values().mapStream(\.isValid),
            problems: form.values().mapStream(\.problems),
            sent: sent.values(), failure: failures.values(), dismissed: dismissals.values())
    }

    private func send() async {
        guard !done.value else { return }
        do {
            let review = try await repository.addReview(appID: appID, form.value)
            done.withLock { $0 = true }
            sent.accept(review)
            dismissals.accept()
        } catch {
            failures.accept(UserError.from(error))
        }
    }
}
