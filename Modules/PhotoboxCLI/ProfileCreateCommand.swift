import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos profile create`: onboarding's "프로필 생성".
struct ProfileCreateCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "create", abstract: HelpText.localized(en: "Create the profile (프로필 생성).", ko: "프로필을 만듭니다."))
    }

    @OptionGroup var profile: ProfileOptions
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await context.profiles.requireNoProfile()
        var generator = SystemRandomNumberGenerator()
        let form = try profile.apply(to: ProfileForm(avatar: .random(using: &generator)))
        let missing = [profile.nickname == nil ? "--nickname" : nil, profile.mbti == nil ? "--mbti" : nil].compactMap {
            $0
        }
        try context.prompter.requireAnswerable(missingFlags: missing)
        if !missing.isEmpty { context.io.say(PhotoboxMessages.createProfileTitle) }
        let ask = !missing.isEmpty
        guard
            let saved = try await ProfileEditor(context: context).run(
                form, mode: .create, askNickname: ask && profile.nickname == nil, askMBTI: ask && profile.mbti == nil,
                askAvatar: ask && profile.avatar == nil
            )
        else {
            context.io.warn(PhotoboxCLIMessages.cancelled)
            return .done
        }
        return .written(PhotoboxCLIMessages.profileSaved(saved), json: JSONProfile(saved, likes: 0))
    }
}
