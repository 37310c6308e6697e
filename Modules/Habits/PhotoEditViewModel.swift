import Core

/// Photo edit from the album: Save is enabled only when the colour or style differs
/// from the stored photo; saving is throttled 400 ms.
public final class PhotoEditViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// A colour was picked.
        public var color: AsyncStream<OverlayColor>
        /// A style was picked.
        public var style: AsyncStream<StampStyle>
        /// Save was tapped.
        public var save: AsyncStream<Void>

        public init(
            color: AsyncStream<OverlayColor> = .finished, style: AsyncStream<StampStyle> = .finished,
            save: AsyncStream<Void> = .finished
        ) {
            self.color = color
            self.style = style
            self.save = save
        }
    }

    public struct Output: Sendable {
        /// The draft after every change.
        public let draft: AsyncStream<StampDraft>
        /// The edited photo was saved (the sheet closes).
        public let saved: AsyncStream<CertificationPhoto>
        /// Why saving failed.
        public let failure: AsyncStream<UserError>
    }

    private let photo: CertificationPhoto
    private let repository: HabitsRepository
    private let clock: any Clock<Duration>

    public init(photo: CertificationPhoto, repository: HabitsRepository, clock: any Clock<Duration>) {
        self.photo = photo
        self.repository = repository
        self.clock = clock
    }

    public func transform(_ input: Input) -> Output {
        let (repository, original) = (repository, LockedValue(photo))
        let draft = StateRelay(StampDraft(color: photo.color, style: photo.style))
        let saved = EventRelay<CertificationPhoto>()
        let failures = EventRelay<UserError>()
        @Sendable func change(_ body: (inout StampDraft) -> Void) {
            draft.update { draft in
                body(&draft)
                draft.canSave = draft.color != original.value.color || draft.style != original.value.style
            }
        }
        Task.onScreen { for await color in input.color { change { $0.color = color } } }
        Task.onScreen { for await style in input.style { change { $0.style = style } } }
        Task.onScreen {
            for await _ in input.save.throttle(for: .milliseconds(400), clock: self.clock, latest: false)
            where draft.value.canSave {
                do {
                    let photo = try await repository.editPhoto(
                        original.value.id, color: draft.value.color, style: draft.value.style)
                    original.withLock { $0 = photo }
                    change { _ in }
                    saved.accept(photo)
                } catch {
                    failures.accept(UserError.from(error))
                }
            }
        }
        return Output(draft: draft.values(), saved: saved.values(), failure: failures.values())
    }
}
