import Photobox

/// The profile in `--json`, for `profile show`, `create`, `edit` and `delete` (with the
/// likes it deleted).
struct JSONProfile: Encodable {
    let nickname: String
    let mbti: String
    let avatar: String
    let likes: Int

    init(_ profile: Profile, likes: Int) {
        nickname = profile.nickname
        mbti = profile.mbti.text
        avatar = profile.avatar.description
        self.likes = likes
    }
}
