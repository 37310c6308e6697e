import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits certify GOAL --photo FILE`: only on a certification day, inside the
/// period and the window, once a day. On a terminal a missing goal is picked from those open
/// now (as `habits due` lists them) and a missing photo is asked for; without one, one error
/// names both (65).
struct CertifyCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "certify", abstract: "Certify a goal now with a photo.")
    @Argument(help: "The goal's title or id (a prefix is enough); asked on a terminal.") var goal: String?
    @Option(
        parsing: .unconditional, help: "The photo (PNG, JPEG, HEIC, WebP or GIF, up to 20 MB); asked on a terminal.")
    var photo: String?
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
        let prompter = context.prompter
        try prompter.requireAnswerable(
            missingFlags: [goal == nil ? "<goal>" : nil, photo == nil ? "--photo" : nil].compactMap { $0 })
        let habits = try context.habits
        let reference: String
        if let goal {
            reference = goal
        } else {
            let open = try await habits.openGoals()
            guard !open.isEmpty else { throw UserError(HabitsCLIMessages.nothingOpen, category: .invalidInput) }
            reference = open[try prompter.choose(HabitsCLIMessages.askGoal, options: open.map(\.title))].id
        }
        let image =
            try photo.map { path throws(UserError) in try ImageFile.load(path: path) }
            ?? prompter.ask(
                HabitsCLIMessages.askPhoto, parse: { text throws(UserError) in try ImageFile.load(path: text) })
        let certification = try await habits.certify(reference, image: image, color: color, style: style)
        return .written(
            HabitsCLIMessages.certified(certification.goal, certification.progress), json: certification.photo)
    }
}
