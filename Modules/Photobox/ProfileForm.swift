import Core

/// The profile screen's fields; a profile can be saved only when `isValid`.
public struct ProfileForm: Sendable, Equatable {
    public var nickname: String
    public var mbti: MBTISelection
    public var avatar: ProfileAvatar?

    public init(nickname: String = "", mbti: MBTISelection = MBTISelection(), avatar: ProfileAvatar? = nil) {
        self.nickname = nickname
        self.mbti = mbti
        self.avatar = avatar
    }

    /// The form showing a saved profile, for editing.
    public init(_ profile: Profile) {
        self.init(nickname: profile.nickname, mbti: profile.mbti, avatar: profile.avatar)
    }

    public var nicknameCheck: NicknameCheck { NicknameCheck(nickname) }

    /// Valid nickname, one letter in every MBTI group, an avatar.
    public var isValid: Bool { nicknameCheck.isValid && mbti.isComplete && avatar != nil }

    /// Why the form cannot be saved, in field order (empty when valid).
    public var problems: [Message] {
        var problems: [Message] = []
        if !nicknameCheck.isValid { problems.append(nicknameCheck.message) }
        if !mbti.isComplete { problems.append(PhotoboxMessages.mbtiIncomplete) }
        if avatar == nil { problems.append(PhotoboxMessages.avatarMissing) }
        return problems
    }

    /// The profile to store, or the problems.
    public func profile() throws(UserError) -> Profile {
        guard let avatar, isValid else {
            throw UserError(PhotoboxMessages.profileInvalid, category: .invalidInput, details: problems)
        }
        return Profile(nickname: nickname.trimmingWhitespace, mbti: mbti, avatar: avatar)
    }
}
