import Core

/// The detail screen: one entry, live; the heart (throttled 500 ms) and delete.
public final class PerfumeDetailViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The `heart` button.
        public var wishTapped: AsyncStream<Void>
        /// "삭제하기" in the action sheet.
        public var deleteTapped: AsyncStream<Void>

        public init(wishTapped: AsyncStream<Void> = .finished, deleteTapped: AsyncStream<Void> = .finished) {
            self.wishTapped = wishTapped
            self.deleteTapped = deleteTapped
        }
    }

    public struct Output: Sendable {
        /// The entry as stored now and after every change (so an edit shows the current wish).
        public let entry: AsyncStream<PerfumeEntry>
        /// The entry was deleted: the screen pops.
        public let deleted: AsyncStream<Void>
        /// A storage problem, as a message for the screen.
        public let failure: AsyncStream<Message>
    }

    private let repository: PerfumeRepository
    private let entryID: String
    private let clock: any Clock<Duration>
    private let deletions = EventRelay<Void>()
    private let failures = EventRelay<Message>()

    public init(repository: PerfumeRepository, entryID: String, clock: any Clock<Duration>) {
        self.repository = repository
        self.entryID = entryID
        self.clock = clock
    }

    public func transform(_ input: Input) -> Output {
        let repository = repository
        let entryID = entryID
        let failures = failures
        let deletions = deletions
        let entry = repository.observe(id: entryID)
            .asStream { failures.accept(UserError.from($0).message) }
            .compactMapStream(\.first)
        Task.onScreen {
            // The store's current flag is flipped, never a copy the screen holds (seed bug 3).
            for await _ in input.wishTapped.throttle(for: .milliseconds(500), clock: self.clock, latest: false) {
                do { try await repository.toggleWish(id: entryID) } catch { failures.accept(UserError.from(error).message) }
            }
        }
        Task.onScreen {
            for await _ in input.deleteTapped {
                do {
                    try await repository.delete(try await repository.entry(id: entryID))
                    deletions.accept()
                } catch {
                    failures.accept(UserError.from(error).message)
                }
            }
        }
        return Output(entry: entry, deleted: deletions.values(), failure: failures.values())
    }
}
