import Core
import Persistence

/// Certify: a photo taken, its stamp's colour and style (and on a measurable goal the day's
/// value), then Save. Nothing is written until Save succeeds, so a cancelled certification
/// leaves no file (seed bug 5). Its picks look like `PhotoEditViewModel`'s, but the saves
/// are two things: this one makes a certification from a photo (and a value), that one
/// changes a stored photo's stamp and compares against it.
public final class CertifyViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The camera's "next" with the captured image.
        public var photo: AsyncStream<ImageFile>
        /// A colour was picked.
        public var color: AsyncStream<OverlayColor>
        /// A style was picked.
        public var style: AsyncStream<StampStyle>
        /// The day's value after each change, nil while it is not a number (a measurable goal).
        public var value: AsyncStream<Double?>
        /// Save was tapped.
        public var save: AsyncStream<Void>

        public init(
            photo: AsyncStream<ImageFile>, color: AsyncStream<OverlayColor> = .finished,
            style: AsyncStream<StampStyle> = .finished, value: AsyncStream<Double?> = .finished,
            save: AsyncStream<Void> = .finished
        ) {
            self.photo = photo
            self.color = color
            self.style = style
            self.value = value
            self.save = save
        }
    }

    public struct Output: Sendable {
        /// The draft after every change.
        public let draft: AsyncStream<StampDraft>
        /// The certification was saved.
        public let saved: AsyncStream<CertificationPhoto>
        /// Why saving failed (a rule, with when the next window opens).
        public let failure: AsyncStream<UserError>
    }

    private let goalID: RecordID<Goal>
    private let isMeasured: Bool
    private let repository: HabitsRepository
    private let clock: any Clock<Duration>

    public init(goal: Goal, repository: HabitsRepository, clock: any Clock<Duration>) {
        goalID = goal.id
        isMeasured = goal.measure != nil
        self.repository = repository
        self.clock = clock
    }

    public func transform(_ input: Input) -> Output {
        let (goalID, repository, isMeasured) = (goalID, repository, isMeasured)
        let draft = StateRelay(StampDraft())
        let saved = EventRelay<CertificationPhoto>()
        let failures = EventRelay<UserError>()
        // Save needs the photo, and on a measurable goal the day's value.
        let ready: @Sendable (StampDraft) -> Bool = { draft in draft.image != nil && (!isMeasured || draft.value != nil)
        }
        Task.onScreen {
            for await image in input.photo {
                draft.update {
                    $0.image = image
                    $0.canSave = ready($0)
                }
            }
        }
        Task.onScreen {
            for await value in input.value {
                draft.update {
                    $0.value = value
                    $0.canSave = ready($0)
                }
            }
        }
        Task.onScreen { for await color in input.color { draft.update { $0.color = color } } }
        Task.onScreen { for await style in input.style { draft.update { $0.style = style } } }
        Task.onScreen {
            for await _ in input.save.throttle(for: .milliseconds(400), clock: self.clock, latest: false) {
                let current = draft.value
                guard let image = current.image, current.canSave else { continue }
                do {
                    saved.accept(
                        try await repository.certify(
                            goalID, image: image, value: current.value, color: current.color, style: current.style
                        )
                        .photo)
                    draft.update { $0.canSave = false }
                } catch {
                    failures.accept(UserError.from(error))
                }
            }
        }
        return Output(draft: draft.values(), saved: saved.values(), failure: failures.values())
    }
}
