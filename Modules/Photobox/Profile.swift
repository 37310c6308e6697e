/// The local user: nickname, MBTI and avatar, all three always present.
public struct Profile: Sendable, Equatable, Codable {
    public let nickname: String
    public let mbti: MBTISelection
    public let avatar: ProfileAvatar
}
