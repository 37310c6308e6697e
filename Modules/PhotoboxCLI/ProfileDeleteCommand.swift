import ArgumentParser
import Console
import Core
import Photobox

/// `mosaic photos profile delete`: "회원 탈퇴", which now really deletes the likes too.
struct ProfileDeleteCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete the profile and every liked photo (회원 탈퇴).")

    @Flag(help: "Do not ask.") var yes = false
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws {
        try await context.requireProfile()
        let subject = context.io.text(PhotoboxMessages.deleteProfileTitle) + "\n" + context.io.text(PhotoboxMessages.deleteProfileMessage)
        guard try context.prompter.confirmDestructive(PhotoboxMessages.withdraw, subject: subject, yes: yes) else {
            context.io.say(ConsoleMessages.nothingDeleted)
            return
        }
        let removed = try await context.profiles.delete()
        context.io.success(PhotoboxCLIMessages.profileDeleted(likes: removed))
    }
}
