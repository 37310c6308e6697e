import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits photo …`: the album's photo edit.
struct PhotoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photo", abstract: "Change a photo's stamp or delete it.",
        subcommands: [PhotoEditCommand.self, PhotoDeleteCommand.self]
    )
}

/// `mosaic habits photo edit ID [--color] [--style]` ("글씨 색깔 변경", "글씨 스타일 변경").
struct PhotoEditCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change the stamp's colour or style.")
    @Argument(help: "The photo's id (a prefix is enough).") var photo: String
    @Option(parsing: .unconditional, help: "#RRGGBB or a preset 1–18.") var color: String?
    @Option(
        parsing: .unconditional,
        help: "Helvetica, AmericanTypewriter, AppleSDGothic, Noteworthy, GillSans, Verdana or none.") var style: String?
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard color != nil || style != nil else { throw global.usageError(HabitsCLIMessages.colorOrStyle) }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let color = try color.map { text throws(UserError) in try OverlayColor(argument: text) }
        let style = try style.map { text throws(UserError) in try StampStyle(argument: text) }
        let edited = try await context.habits.editPhoto(photo, color: color, style: style)
        return .written(HabitsCLIMessages.photoEdited(edited), json: edited)
    }
}

/// `mosaic habits photo delete ID [--yes]`: the record, then the file; the day is open again.
struct PhotoDeleteCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a certification photo.")
    @Argument(help: "The photo's id (a prefix is enough).") var photo: String
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
