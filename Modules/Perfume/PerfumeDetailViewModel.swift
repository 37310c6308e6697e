import Core
import Persistence

/// The detail screen: one entry, live, and the heart (throttled 500 ms). Deleting asks
/// first, so it is the front's (`PerfumeRepository.delete`, with Undo on the web); a delete
/// from anywhere shows here as `deletedElsewhere`.
public final class PerfumeDetailViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The `heart` button.
        public var wishTapped: AsyncStream<Void>

        public init(wishTapped: AsyncStream<Void> = .finished) {
            self.wishTapped = wishTapped
        }
    }

    public struct Output: Sendable {
        /// The entry as stored now and after every change (so an edit shows the current wish).
        public let entry: AsyncStream<PerfumeEntry>
        /// The entry was deleted elsewhere (another screen, a terminal, another server).
        public let deletedElsewhere: AsyncStream<Void>
        /// A storage problem, as a message for the screen.
        public let failure: AsyncStream<Message>
    }

    private let repository: PerfumeRepository
    private let entryID: RecordID<PerfumeEntry>
    private let clock: any Clock<Duration>
    private let entries = EventRelay<PerfumeEntry>()
    private let removals = EventRelay<Void>()
    private let failures = EventRelay<Message>()

    public init(repository: PerfumeRepository, entry: PerfumeEntry, clock: any Clock<Duration>) {
        self.repository = repository
        entryID = entry.id
        self.clock = clock
    }

    public func transform(_ input: Input) -> Output {
        let repository = repository
        let entryID = entryID
        let failures = failures
        let observed = repository.observe(id: entryID).asStream { failures.accept(UserError.from($0).message) }
        let output = Output(
            entry: entries.values(), deletedElsewhere: removals.values(),
            failure: failures.values())
        let entries = entries
        let removals = removals
        Task.onScreen {
            for await found in observed {
                if let entry = found.first { entries.accept(entry) } else { removals.accept() }
            }
        }
        Task.onScreen {
            // The store's current flag is flipped, never a copy the screen holds (seed bug 3).
            for await _ in input.wishTapped.throttle(for: .milliseconds(500), clock: self.clock, latest: false) {
                do { try await repository.toggleWish(id: entryID) } catch {
                    failures.accept(UserError.from(error).message)
                }
            }
        }
        return output
    }
}
