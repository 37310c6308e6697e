import Core

/// Profile Setting, to create (a random avatar to start with) or to edit (the saved
/// profile, read fresh each time the screen opens: seed bug 9). Save is enabled only
/// when the form is valid; delete ("회원 탈퇴") removes the profile and every like.
public final class ProfileViewModel: ViewModel, Sendable {
    public enum Mode: Sendable, Equatable {
        case create
        case edit
    }

    public struct Input: Sendable {
        /// The nickname field's text after each change.
        public var nickname: AsyncStream<String>
        /// An MBTI letter was tapped.
        public var mbtiTap: AsyncStream<Character>
        /// An avatar was picked on the image screen.
        public var avatar: AsyncStream<ProfileAvatar>
        /// Done (create) or Save (edit) was tapped.
        public var save: AsyncStream<Void>
        /// The delete alert was confirmed (edit only).
        public var delete: AsyncStream<Void>

        public init(
            nickname: AsyncStream<String> = .finished, mbtiTap: AsyncStream<Character> = .finished,
            avatar: AsyncStream<ProfileAvatar> = .finished, save: AsyncStream<Void> = .finished,
            delete: AsyncStream<Void> = .finished
        ) {
            self.nickname = nickname
            self.mbtiTap = mbtiTap
            self.avatar = avatar
            self.save = save
            self.delete = delete
        }
    }

    public struct Output: Sendable {
        /// The form after every change, with the nickname label and whether save is enabled.
        public let form: AsyncStream<ProfileForm>
        /// The profile was saved (the screen moves on).
        public let saved: AsyncStream<Profile>
        /// The profile and this many likes were deleted (back to onboarding).
        public let deleted: AsyncStream<Int>
        /// Why saving or deleting failed.
        public let failure: AsyncStream<UserError>
    }

    private let repository: ProfileRepository
    private let mode: Mode
    private let form: StateRelay<ProfileForm>
    private let saved = EventRelay<Profile>()
    private let deleted = EventRelay<Int>()
    private let failures = EventRelay<UserError>()

    private let preset: Bool

    /// `avatar` is the random one a new profile starts with. `initial` opens the screen
    /// with a form already filled in (the command line's flags over the saved profile)
    /// instead of the saved profile.
    public init(repository: ProfileRepository, mode: Mode, avatar: ProfileAvatar? = nil, initial: ProfileForm? = nil) {
        self.repository = repository
        self.mode = mode
        form = StateRelay(initial ?? ProfileForm(avatar: avatar))
        preset = initial != nil
    }

    public func transform(_ input: Input) -> Output {
        let (form, repository, saved, deleted, failures) = (form, repository, saved, deleted, failures)
        let loaded = Task.onScreen {
            guard self.mode == .edit, !self.preset else { return }
            do {
                if let profile = try await repository.load() { form.accept(ProfileForm(profile)) }
            } catch {
                failures.accept(UserError.from(error))
            }
        }
        Task.onScreen {
            await loaded.value
            for await text in input.nickname { form.update { $0.nickname = text } }
        }
        Task.onScreen {
            await loaded.value
            for await letter in input.mbtiTap { form.update { $0.mbti.toggle(letter) } }
        }
        Task.onScreen {
            await loaded.value
            for await avatar in input.avatar { form.update { $0.avatar = avatar } }
        }
        Task.onScreen {
            for await _ in input.save {
                do {
                    // A new profile is refused when one exists (another tab, another process).
                    saved.accept(
                        try await self.mode == .create ? repository.create(form.value) : repository.save(form.value))
                } catch {
                    failures.accept(UserError.from(error))
                }
            }
        }
        Task.onScreen {
            for await _ in input.delete where self.mode == .edit {
                do {
                    deleted.accept(try await repository.delete())
                } catch {
                    failures.accept(UserError.from(error))
                }
            }
        }
        return Output(form: form.values(), saved: saved.values(), deleted: deleted.values(), failure: failures.values())
    }
}
