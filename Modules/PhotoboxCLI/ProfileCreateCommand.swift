import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos profile create`: onboarding's "프로필 생성".
struct ProfileCreateCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "create", abstract: "Create the profile (프로필 생성).")

    @OptionGroup var profile: ProfileOptions
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await context.profiles.requireNoProfile()
        var generator = SystemRandomNumberGenerator()
        var form = try profile.apply(to: ProfileForm(avatar: .random(using: &generator)))
        let missing = [profile.nickname == nil ? "--nickname" : nil, profile.mbti == nil ? "--mbti" : nil].compactMap { $0 }
        try context.prompter.requireAnswerable(missingFlags: missing)
        if !missing.isEmpty {
            context.io.say(PhotoboxMessages.createProfileTitle)
            guard let edited = try await ProfileEditor(context: context)
                .run(form, askNickname: profile.nickname == nil, askMBTI: profile.mbti == nil, askAvatar: profile.avatar == nil)
            else {
                context.io.warn(PhotoboxCLIMessages.cancelled)
                return .done
            }
            form = edited
        }
        let saved = try await context.profiles.create(form)
        return .written(PhotoboxCLIMessages.profileSaved(saved), json: JSONProfile(saved, likes: 0))
    }
}
