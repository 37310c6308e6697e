import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits photo delete ID [--yes]`: the record, then the file; the day is open again.
struct PhotoDeleteCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "delete", abstract: HelpText.localized(en: "Delete a certification photo.", ko: "인증 사진을 지웁니다.")
        )
    }
    @Argument(help: .photoID, completion: .photoIDs) var photo: String
    @OptionGroup var confirmation: DeleteConfirmation
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let found = try await context.habits.photo(photo)
        guard
            try confirmation.allows(
                HabitsMessages.confirmDelete, subject: "\(found.day)  (\(found.id))", in: context.prompter)
        else { return .done }
        let deleted = try await context.habits.deletePhoto(found.id)
        return .written(HabitsCLIMessages.photoDeleted(deleted), json: deleted)
    }
}
