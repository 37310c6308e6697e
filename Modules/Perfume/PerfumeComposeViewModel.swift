import Core
import Persistence

/// The compose screen ("입력") in create or edit mode: the fields, the photo square,
/// "완료" (save) and `xmark` (dismiss).
public final class PerfumeComposeViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// A tasting day picked, or nil when the date is cleared.
        public var date: AsyncStream<TastingDay?>
        /// The brand field's text after each change.
        public var brand: AsyncStream<String>
        /// The perfume name field's text after each change.
        public var name: AsyncStream<String>
        /// The notes text view's text after each change.
        public var notes: AsyncStream<String>
        /// The one-phrase field's text after each change.
        public var sentence: AsyncStream<String>
        /// An image picked for the photo square (already checked).
        public var photoPicked: AsyncStream<ImageFile>
        /// The delete-photo button (`xmark.circle.fill`).
        public var photoRemoved: AsyncStream<Void>
        /// "완료" was tapped.
        public var saveTapped: AsyncStream<Void>
        /// `xmark` was tapped: leave without saving.
        public var dismissTapped: AsyncStream<Void>

        public init(
            date: AsyncStream<TastingDay?> = .finished, brand: AsyncStream<String> = .finished,
            name: AsyncStream<String> = .finished, notes: AsyncStream<String> = .finished,
            sentence: AsyncStream<String> = .finished, photoPicked: AsyncStream<ImageFile> = .finished,
            photoRemoved: AsyncStream<Void> = .finished, saveTapped: AsyncStream<Void> = .finished,
            dismissTapped: AsyncStream<Void> = .finished
        ) {
            self.date = date
            self.brand = brand
            self.name = name
            self.notes = notes
            self.sentence = sentence
            self.photoPicked = photoPicked
            self.photoRemoved = photoRemoved
            self.saveTapped = saveTapped
            self.dismissTapped = dismissTapped
        }
    }

    public struct Output: Sendable {
        /// The form now and after every change.
        public let form: AsyncStream<PerfumeForm>
        /// Whether "완료" is enabled (every required field filled).
        public let isValid: AsyncStream<Bool>
        /// The missing required fields, in screen order.
        public let problems: AsyncStream<[Message]>
        /// What the photo square shows.
        public let photo: AsyncStream<ComposePhoto>
        /// The entry a successful save wrote.
        public let saved: AsyncStream<PerfumeEntry>
        /// Why a save failed (the screen stays open with the user's input).
        public let failure: AsyncStream<UserError>
        /// A save refused because a field it changed was changed elsewhere meanwhile: what
        /// changed and what was typed. Saving again keeps what was typed.
        public let conflict: AsyncStream<EditConflict<PerfumeForm>>
        /// The screen closes: after a save, or on `xmark`.
        public let dismissed: AsyncStream<Void>
    }

    private struct State: Sendable {
        /// The entry as the form was opened with it (edit mode), or as it was found when a
        /// save was refused because it had changed meanwhile.
        var editing: PerfumeEntry?
        var form: PerfumeForm
        var photo: ComposePhoto
        var change: PhotoChange = .keep
        var done = false
    }

    private let repository: PerfumeRepository
    private let wished: Bool
    private let state: StateRelay<State>
    private let saves = EventRelay<PerfumeEntry>()
    private let failures = EventRelay<UserError>()
    private let conflicts = EventRelay<EditConflict<PerfumeForm>>()
    private let dismissals = EventRelay<Void>()

    /// Create mode, with `initial` pre-filled (flags given on the command line); `wished`
    /// puts the new entry on the wish list.
    public init(repository: PerfumeRepository, initial: PerfumeForm = PerfumeForm(), wished: Bool = false) {
        self.repository = repository
        self.wished = wished
        state = StateRelay(State(form: initial, photo: .none))
    }

    /// Edit mode: the form is pre-filled from `entry` and its stored photo is shown.
    public init(repository: PerfumeRepository, editing entry: PerfumeEntry) {
        self.repository = repository
        wished = entry.wished
        state = StateRelay(
            State(editing: entry, form: PerfumeForm(entry), photo: entry.photo.map(ComposePhoto.stored) ?? .none))
    }

    public func transform(_ input: Input) -> Output {
        let state = state
        let output = Output(
            form: state.values().mapStream(\.form),
            isValid: state.values().mapStream(\.form.isValid),
            problems: state.values().mapStream(\.form.problems),
            photo: state.values().mapStream(\.photo),
            saved: saves.values(),
            failure: failures.values(),
            conflict: conflicts.values(),
            dismissed: dismissals.values()
        )
        Task.onScreen { for await day in input.date { state.update { $0.form.date = day } } }
        Task.onScreen { for await text in input.brand { state.update { $0.form.brand = text } } }
        Task.onScreen { for await text in input.name { state.update { $0.form.name = text } } }
        Task.onScreen { for await text in input.notes { state.update { $0.form.notes = text } } }
        Task.onScreen { for await text in input.sentence { state.update { $0.form.sentence = text } } }
        Task.onScreen {
            for await photo in input.photoPicked {
                state.update {
                    $0.photo = .picked(photo)
                    $0.change = .replace(photo)
                }
            }
        }
        Task.onScreen {
            for await _ in input.photoRemoved {
                state.update {
                    $0.photo = .none
                    $0.change = .remove
                }
            }
        }
        Task.onScreen { for await _ in input.dismissTapped { self.dismissals.accept() } }
        // Taps are handled one at a time, and none after a save: a double tap saves once.
        Task.onScreen { for await _ in input.saveTapped { await self.save() } }
        return output
    }

    private func save() async {
        let current = state.value
        guard !current.done else { return }
        do {
            let entry: PerfumeEntry
            if let editing = current.editing {
                entry = try await repository.update(editing, form: current.form, photo: current.change)
            } else {
                let photo: ImageFile? = if case .replace(let photo) = current.change { photo } else { nil }
                entry = try await repository.create(current.form, photo: photo, wished: wished)
            }
            state.update { $0.done = true }
            saves.accept(entry)
            dismissals.accept()
        } catch {
            guard let changes = EditConflict<PerfumeForm>.changes(in: error), let editing = current.editing,
                let newer = try? await repository.entry(id: editing.id)
            else { return failures.accept(UserError.from(error)) }
            // What was typed now edits the newer version: saving again keeps it.
            state.update { $0.editing = newer }
            conflicts.accept(EditConflict(changes: changes, typed: current.form))
        }
    }
}

/// What the compose screen's photo square shows.
public enum ComposePhoto: Sendable, Equatable {
    /// No photo (the delete button is hidden).
    case none
    /// The entry's stored photo (edit mode).
    case stored(BlobKey)
    /// A newly picked image, saved with the entry.
    case picked(ImageFile)
}
