import Core

/// The "중고거래 글쓰기" screen: four fields, a free-share shortcut and "제출".
///
/// The form is one state value, so picking a category can never overwrite the
/// description (seed bug 2), and the content rule is checked once (seed bug 1).
public final class ListingFormViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The title field's text after each change.
        public var title: AsyncStream<String>
        /// A category picked on the category list.
        public var category: AsyncStream<ListingCategory>
        /// The price field's text after each change.
        public var price: AsyncStream<String>
        /// The "무료나눔" button was tapped.
        public var freeShareTapped: AsyncStream<Void>
        /// The description's text after each change.
        public var details: AsyncStream<String>
        /// "제출" (submit) was tapped.
        public var submitTapped: AsyncStream<Void>

        public init(
            title: AsyncStream<String> = .finished, category: AsyncStream<ListingCategory> = .finished,
            price: AsyncStream<String> = .finished, freeShareTapped: AsyncStream<Void> = .finished,
            details: AsyncStream<String> = .finished, submitTapped: AsyncStream<Void> = .finished
        ) {
            self.title = title
            self.category = category
            self.price = price
            self.freeShareTapped = freeShareTapped
            self.details = details
            self.submitTapped = submitTapped
        }
    }

    public struct Output: Sendable {
        /// The form as the screen shows it: now, and after every change.
        public let form: AsyncStream<ListingForm>
        /// Whether the free-share button is shown (the price typed is zero).
        public let freeShareVisible: AsyncStream<Bool>
        /// Every problem the form has now, in field order (live feedback).
        public let problems: AsyncStream<[Message]>
        /// The alert after each submit: "성공", or "실패" with every problem.
        public let alert: AsyncStream<SubmitAlert>
        /// The listing a successful submit saved.
        public let saved: AsyncStream<Listing>
    }

    private let repository: ListingRepository
    private let state: StateRelay<ListingForm>
    private let alerts = EventRelay<SubmitAlert>()
    private let savedListings = EventRelay<Listing>()
    /// The form as last posted: submitting it again unchanged (a double tap) posts nothing.
    private let posted = LockedValue<ListingForm?>(nil)

    /// `initial` pre-fills the form (flags given on the command line, or a draft).
    public init(repository: ListingRepository, initial: ListingForm = ListingForm()) {
        self.repository = repository
        state = StateRelay(initial)
    }

    public func transform(_ input: Input) -> Output {
        let output = Output(
            form: state.values(),
            freeShareVisible: state.values().mapStream { $0.offersFreeShare },
            problems: state.values().mapStream { $0.problems },
            alert: alerts.values(),
            saved: savedListings.values()
        )
        let state = state
        spawn { for await text in input.title { state.update { $0.title = text } } }
        spawn { for await category in input.category { state.update { $0.categoryID = category.id } } }
        spawn { for await text in input.price { state.update { $0.priceText = text } } }
        spawn {
            for await _ in input.freeShareTapped {
                state.update { $0.priceText = ListingForm.freeSharePrice }
            }
        }
        spawn { for await text in input.details { state.update { $0.details = text } } }
        // Each input is consumed until the screen ends it; the view-model lives as long
        // as its inputs do, like an Rx subscription.
        spawn {
            for await _ in input.submitTapped {
                await self.submit()
            }
        }
        return output
    }

    private func submit() async {
        let form = state.value
        guard form != posted.value else { return }
        let problems = form.problems
        guard problems.isEmpty else {
            alerts.accept(SubmitAlert(problems: problems))
            return
        }
        do {
            let listing = try await repository.create(from: form)
            posted.withLock { $0 = form }
            alerts.accept(SubmitAlert(problems: []))
            savedListings.accept(listing)
        } catch {
            alerts.accept(SubmitAlert(saveFailure: UserError.from(error)))
        }
    }

    private func spawn(_ work: @escaping @Sendable () async -> Void) {
        Task.onScreen { await work() }
    }
}
