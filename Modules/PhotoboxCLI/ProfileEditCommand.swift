import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos profile edit`: Profile Setting in edit mode ("저장").
struct ProfileEditCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "edit",
            abstract: HelpText.localized(en: "Change the nickname, MBTI or avatar.", ko: "닉네임, MBTI, 아바타를 바꿉니다."))
    }

    @OptionGroup var profile: ProfileOptions
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let current = try await context.requireProfile()
        let form = try profile.apply(to: ProfileForm(current))
        let ask = profile.isEmpty
        if ask { try EditWithoutFlags.requireTerminal(context.prompter, flags: ["--nickname", "--mbti", "--avatar"]) }
        let json = { (profile: Profile) async throws in
            JSONProfile(profile, likes: try await context.likes.count())
        }
        if !ask, form == ProfileForm(current) {
            return .written(EditWithoutFlags.unchanged, json: try await json(current))
        }
        guard
            let saved = try await ProfileEditor(context: context).run(
                form, mode: .edit, askNickname: ask, askMBTI: ask, askAvatar: ask)
        else {
            context.io.warn(PhotoboxCLIMessages.cancelled)
            return .done
        }
        // Answered on a terminal without changing anything: said as such, not "Saved" (#60).
        if ProfileForm(saved) == ProfileForm(current) {
            return .written(EditWithoutFlags.unchanged, json: try await json(saved))
        }
        return .written(PhotoboxCLIMessages.profileSaved(saved), json: try await json(saved))
    }
}
