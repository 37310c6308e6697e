import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits photo edit ID [--color] [--style]` ("글씨 색깔 변경", "글씨 스타일 변경").
struct PhotoEditCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "edit",
            abstract: HelpText.localized(en: "Change the stamp's colour or style.", ko: "스탬프의 색이나 스타일을 바꿉니다."))
    }
    @Argument(help: .photoID, completion: .photoIDs) var photo: String
    @Option(parsing: .unconditional, help: .init(en: "#RRGGBB or a preset 1–18.", ko: "스탬프 색: #RRGGBB 또는 프리셋 1–18."))
    var color: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "Helvetica, AmericanTypewriter, AppleSDGothic, Noteworthy, GillSans, Verdana or none.",
            ko: "스탬프 스타일: Helvetica, AmericanTypewriter, AppleSDGothic, Noteworthy, GillSans, Verdana 또는 none."))
    var style: String?
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard color != nil || style != nil else { throw global.usageError(HabitsCLIMessages.colorOrStyle) }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let color = try OptionValue.parse(color, OverlayColor.init(argument:))
        let style = try OptionValue.parse(style, StampStyle.init(argument:))
        let habits = try context.habits
        let edited = try await habits.editPhoto(try await habits.photo(photo).id, color: color, style: style)
        return .written(HabitsCLIMessages.photoEdited(edited), json: edited)
    }
}
