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
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "certify",
            abstract: HelpText.localized(en: "Certify a goal now with a photo.", ko: "지금 사진으로 목표를 인증합니다."))
    }
    @Argument(
        help: .init(
            en: "The goal's title or id (a prefix is enough); asked on a terminal.",
            ko: "목표 제목 또는 id(앞부분만으로 충분합니다); 터미널에서는 묻습니다."), completion: .goals) var goal: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "The photo (PNG, JPEG, HEIC, WebP or GIF, up to 20 MB); asked on a terminal.",
            ko: "사진(PNG, JPEG, HEIC, WebP, GIF, 20 MB까지); 터미널에서는 묻습니다."), completion: RecordCompletion.photos)
    var photo: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "Stamp colour: #RRGGBB or a preset 1–18 (listed by `mosaic habits stamps`; default #FFFFFF).",
            ko: "스탬프 색: #RRGGBB 또는 프리셋 1–18(`mosaic habits stamps`가 보여 줍니다; 기본값 #FFFFFF).")) var color: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "Stamp style: Helvetica, AmericanTypewriter, AppleSDGothic, Noteworthy, GillSans, Verdana, none.",
            ko: "스탬프 스타일: Helvetica, AmericanTypewriter, AppleSDGothic, Noteworthy, GillSans, Verdana, none."))
    var style: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "The day's value, on a measurable goal (12.5); asked on a terminal.",
            ko: "수치로 재는 목표의 오늘 값(12.5); 터미널에서는 묻습니다."))
    var value: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let color = try OptionValue.parse(color, OverlayColor.init(argument:)) ?? .white
        let style = try OptionValue.parse(style, StampStyle.init(argument:)) ?? StampStyle.none
        let prompter = context.prompter
        try prompter.requireAnswerable(
            missingFlags: [goal == nil ? "<goal>" : nil, photo == nil ? "--photo" : nil].compactMap { $0 })
        let habits = try context.habits
        let target: Goal
        if let goal {
            target = try await habits.goal(goal)
        } else {
            let open = try await habits.openGoals()
            guard !open.isEmpty else { throw UserError(HabitsCLIMessages.nothingOpen, category: .invalidInput) }
            // Two goals may share a title in different categories: each option names its category and window.
            let titles = Dictionary(try await habits.categories().map { ($0.id, $0.title) }) { first, _ in first }
            let options = open.map { goal in
                "\(goal.title) · \(titles[goal.categoryID] ?? "") · \(context.io.text(goal.window.summary))"
            }
            let byTitle = { (text: String) in open.firstIndex { $0.title.caseInsensitiveCompare(text) == .orderedSame }
            }
            target = open[try prompter.choose(HabitsCLIMessages.askGoal, options: options, named: byTitle)]
        }
        // What the goal makes of --value is known before anything is asked.
        let measure = target.measure
        if measure != nil, value == nil { try prompter.requireAnswerable(missingFlags: ["--value"]) }
        if measure == nil, value != nil {
            throw UserError(HabitsCLIMessages.valueWithoutTarget(target.title), category: .usage)
        }
        let image =
            try photo.map { path throws(UserError) in try ImageFile.load(path: path) }
            ?? prompter.ask(
                HabitsCLIMessages.askPhoto, parse: { text throws(UserError) in try ImageFile.load(path: text) })
        let amount: Double? =
            if let measure {
                try value.map(GoalMeasure.value)
                    ?? prompter.ask(HabitsCLIMessages.askValue(measure), parse: GoalMeasure.value)
            } else { nil }
        let certification = try await habits.certify(
            target.id, image: image, value: amount, color: color, style: style)
        let json = PhotoJSON(
            certification.photo, goal: certification.goal.title,
            category: try await habits.category(certification.goal.categoryID).title,
            path: try await habits.photoURL(of: certification.photo))
        return .written(HabitsCLIMessages.certified(certification.goal, certification.progress), json: json)
    }
}
