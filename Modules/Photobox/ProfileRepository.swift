import Core
import Persistence

/// The profile in the settings store, written as one value so it is never half saved.
public struct ProfileRepository: Sendable {
    static let key = "photobox.profile"

    let settings: any SettingsStore
    let likes: PhotoLikes

    public init(settings: any SettingsStore, likes: PhotoLikes) {
        self.settings = settings
        self.likes = likes
    }

    /// The saved profile, or nil before onboarding.
    public func load() async throws -> Profile? {
        try await settings.value(Profile.self, forKey: Self.key)
    }

    /// The saved profile; without one, a message saying to create it first.
    public func require() async throws -> Profile {
        guard let profile = try await load() else {
            throw UserError(PhotoboxMessages.profileRequired, category: .invalidInput)
        }
        return profile
    }

    /// Onboarding: fails when a profile already exists (it is changed with edit, never
    /// silently replaced). Fronts call it before asking anything.
    public func requireNoProfile() async throws {
        if let existing = try await load() {
            throw UserError(PhotoboxMessages.profileExists(existing.nickname), category: .invalidInput)
        }
    }

    /// Saves a valid form as the first profile; refuses when there is one already.
    @discardableResult
    public func create(_ form: ProfileForm) async throws -> Profile {
        try await requireNoProfile()
        return try await save(form)
    }

    /// Saves a valid form as the profile (the edit screen).
    @discardableResult
    public func save(_ form: ProfileForm) async throws -> Profile {
        let profile = try form.profile()
        try await settings.set(profile, forKey: Self.key)
        return profile
    }

    /// "회원 탈퇴": every liked photo (record and file) and then the profile itself
    /// (the seed kept the likes, bug 4). Returns how many likes went.
    @discardableResult
    public func delete() async throws -> Int {
        let removed = try await likes.removeAll()
        try await settings.remove(Self.key)
        return removed
    }
}
