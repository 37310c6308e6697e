import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits certify GOAL --photo FILE`: only on a certification day, inside the
/// period and the window, once a day.
struct CertifyCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "certify", abstract: "Certify a goal now with a photo.")
    @Argument(help: "The goal's id (a prefix is enough).") var goal: String
    @Option(parsing: .unconditional, help: "The photo (PNG, JPEG, HEIC, WebP or GIF, up to 20 MB).") var photo: String
    @Option(
        parsing: .unconditional,
        help: "Stamp colour: #RRGGBB or a preset 1–18 (listed by `mosaic habits stamps`; default #FFFFFF).") var color:
        String?
    @Option(
        parsing: .unconditional,
        help: "Stamp style: Helvetica, AmericanTypewriter, AppleSDGothic, Noteworthy, GillSans, Verdana, none.")
    var style: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let color = try color.map { text throws(UserError) in try OverlayColor(argument: text) } ?? .white
        let style = try style.map { text throws(UserError) in try StampStyle(argument: text) } ?? StampStyle.none
        let image = try ImageFile.load(path: photo)
        let habits = try context.habits
        let certification = try await habits.certify(goal, image: image, color: color, style: style)
        return .written(
            HabitsCLIMessages.certified(certification.goal, certification.progress), json: certification.photo)
    }
}
