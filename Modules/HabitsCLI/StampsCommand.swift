import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits stamps`: the 18 preset stamp colours (number, hex, a swatch on a colour
/// terminal) and the stamp styles, so that `--color 1–18` and `--style` are not blind.
struct StampsCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "stamps",
            abstract: HelpText.localized(
                en: "List the stamp colours (1–18) and styles for certify and photo edit.",
                ko: "certify와 photo edit에 쓸 스탬프 색(1–18)과 스타일을 보여 줍니다."))
    }
    @OptionGroup var global: GlobalOptions

    struct JSONStamps: Encodable {
        struct Preset: Encodable {
            let number: Int
            let hex: String
        }
        let colors: [Preset]
        let styles: [String]
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let io = context.io
        let presets = OverlayColor.presets.enumerated().map {
            JSONStamps.Preset(number: $0.offset + 1, hex: $0.element.hex)
        }
        let styles = StampStyle.allCases.map(\.rawValue)
        var document = Document(
            line: io.text(Message(en: "Colours (--color 1–18 or #RRGGBB)", ko: "색상 (--color 1–18 또는 #RRGGBB)")),
            .emphasis)
        for preset in presets {
            let number = preset.number < 10 ? " \(preset.number)" : "\(preset.number)"
            document.line([.init("\(number)  \(preset.hex)"), .init("  ██", .swatch(hex: preset.hex))])
        }
        document.blank()
        document.line([
            .init(io.text(Message(en: "Styles", ko: "스타일")), .emphasis), .init("  " + styles.joined(separator: ", ")),
        ])
        return .data(document, json: JSONStamps(colors: presets, styles: styles))
    }
}
