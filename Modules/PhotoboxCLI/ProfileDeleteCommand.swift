import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos profile delete`: "회원 탈퇴", which now really deletes the likes too.
struct ProfileDeleteCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "delete",
            abstract: HelpText.localized(
                en: "Delete the profile and every liked photo (회원 탈퇴).", ko: "프로필과 좋아요한 사진을 모두 지웁니다(회원 탈퇴)."))
    }

    @OptionGroup var confirmation: DeleteConfirmation
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let profile = try await context.requireProfile()
        let subject =
            context.io.text(PhotoboxMessages.deleteProfileTitle) + "\n"
            + context.io.text(PhotoboxMessages.deleteProfileMessage)
        guard try confirmation.allows(PhotoboxMessages.withdraw, subject: subject, in: context.prompter) else {
            return .done
        }
        let removed = try await context.profiles.delete()
        // `--json` prints what was deleted, as every write prints what it wrote.
        return .written(PhotoboxCLIMessages.profileDeleted(likes: removed), json: JSONProfile(profile, likes: removed))
    }
}
