import ArgumentParser
import Console
import Core
import Photobox

/// `--nickname`, `--mbti`, `--avatar`, shared by create and edit; what is missing is
/// asked on a terminal.
struct ProfileOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "2–9 characters, no digits, none of @ # $ %.") var nickname: String?
    @Option(parsing: .unconditional, help: "Four letters in order E/I, N/S, F/T, P/J, like ENFP.") var mbti: String?
    @Option(
        parsing: .unconditional,
        help: "Profile image 0–11 (profile0 … profile11), numbered as the terminal's list shows them.") var avatar:
        String?

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
                throw UserError(PhotoboxCLIMessages.invalidMBTI(mbti), category: .invalidInput)
            }
            form.mbti = selection
        }
        if let avatar {
            guard let picked = ProfileAvatar(argument: avatar) else {
                throw UserError(PhotoboxCLIMessages.invalidAvatar(avatar), category: .invalidInput)
            }
            form.avatar = picked
        }
        return form
    }
}
