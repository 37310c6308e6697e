import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `--nickname`, `--mbti`, `--avatar`, shared by create and edit; what is missing is
/// asked on a terminal.
struct ProfileOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: .init(en: "2–9 characters, no digits, none of @ # $ %.", ko: "2–9자, 숫자와 @ # $ % 없이.")) var nickname:
        String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "Four letters in order E/I, N/S, F/T, P/J, like ENFP.", ko: "E/I, N/S, F/T, P/J 순서의 네 글자, 예: ENFP."))
    var mbti: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "Profile image 0–11 (profile0 … profile11), numbered as the terminal's list shows them.",
            ko: "프로필 이미지 0–11(profile0 … profile11), 터미널 목록의 번호.")) var avatar: String?

    var isEmpty: Bool { nickname == nil && mbti == nil && avatar == nil }

    /// `form` with the given options applied; problems with them fail at once.
    func apply(to form: ProfileForm) throws(UserError) -> ProfileForm {
        var form = form
        if let nickname {
            form.nickname = nickname
            let check = form.nicknameCheck
            guard check.isValid else { throw UserError(check.message, category: .invalidInput) }
        }
        if let mbti {
            guard let selection = MBTISelection(mbti) else {
                // One of the sixteen: a closed list, so a usage error (64).
                throw UserError(PhotoboxCLIMessages.invalidMBTI(mbti), category: .usage)
            }
            form.mbti = selection
        }
        if let avatar {
            // A number outside the option's range is a usage error, as for every option (#31).
            guard let picked = ProfileAvatar(argument: avatar) else {
                throw UserError(PhotoboxCLIMessages.invalidAvatar(avatar), category: .usage)
            }
            form.avatar = picked
        }
        return form
    }
}
