import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits photo edit ID [--color] [--style]` ("글씨 색깔 변경", "글씨 스타일 변경"). With
/// neither flag a terminal asks for both, the photo's own marked (Enter keeps it).
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

    func run(in context: CommandContext) async throws -> CommandOutput {
        var color = try OptionValue.parse(color, OverlayColor.init(argument:))
        var style = try OptionValue.parse(style, StampStyle.init(argument:))
        let asks = color == nil && style == nil
        if asks { try EditWithoutFlags.requireTerminal(context.prompter, flags: ["--color", "--style"]) }
        let habits = try context.habits
        let stored = try await habits.photo(try await habits.photo(photo).id)
        if asks { (color, style) = try Self.ask(stored, context.prompter) }
        let edited = try await habits.editPhoto(stored.id, color: color, style: style)
        guard edited != stored else {
            return .written(EditWithoutFlags.unchanged, json: edited)
        }
        return .written(HabitsCLIMessages.photoEdited(edited), json: edited)
    }

    /// The colour (the 18 presets, numbered as `--color` numbers them, and the photo's own when
    /// it is none of them) and the style, each picked with the photo's own selected.
    static func ask(_ photo: CertificationPhoto, _ prompter: Prompter) throws(UserError) -> (OverlayColor, StampStyle) {
        let presets = OverlayColor.presets
        let colors = presets.contains(photo.color) ? presets : presets + [photo.color]
        let color = try prompter.choose(
            HabitsCLIMessages.askStampColor, options: colors.map(\.hex), selected: colors.firstIndex(of: photo.color),
            named: { text in try? colors.firstIndex(of: OverlayColor(argument: text)) })
        let styles = StampStyle.allCases
        let style = try prompter.choose(
            HabitsCLIMessages.askStampStyle, options: styles.map(\.rawValue),
            selected: styles.firstIndex(of: photo.style),
            named: { text in (try? StampStyle(argument: text)).flatMap { styles.firstIndex(of: $0) } })
        return (colors[color], styles[style])
    }
}
