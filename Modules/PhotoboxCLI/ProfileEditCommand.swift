import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos profile edit`: Profile Setting in edit mode ("저장").
struct ProfileEditCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: "Change the nickname, MBTI or avatar.")

    @OptionGroup var profile: ProfileOptions
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let current = try await context.requireProfile()
        var form = try profile.apply(to: ProfileForm(current))
        if profile.isEmpty {
            guard context.prompter.canAsk else { throw UserError(PhotoboxCLIMessages.nothingToEdit, category: .invalidInput) }
            guard let edited = try await ProfileEditor(context: context).run(form, askNickname: true, askMBTI: true, askAvatar: true) else {
                context.io.warn(PhotoboxCLIMessages.cancelled)
                return .done
            }
            form = edited
        }
        let saved = try await context.profiles.save(form)
        return .written(PhotoboxCLIMessages.profileSaved(saved), json: JSONProfile(saved, likes: try await context.likes.list().count))
    }
}
