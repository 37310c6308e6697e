import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits stamps`: the 18 preset stamp colours (number, hex, a swatch on a colour
/// terminal) and the stamp styles, so that `--color 1–18` and `--style` are not blind.
struct StampsCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "stamps", abstract: "List the stamp colours (1–18) and styles for certify and photo edit.")
    @OptionGroup var global: GlobalOptions

    struct JSONStamps: Encodable {
        struct Preset: Encodable {
            let number: Int
            let hex: String
        }
        let colors: [Preset]
        let styles: [String]
    }

    func run(in context: CommandContext) async throws {
        let io = context.io
        let presets = OverlayColor.presets.enumerated().map { JSONStamps.Preset(number: $0.offset + 1, hex: $0.element.hex) }
        let styles = StampStyle.allCases.map(\.rawValue)
        if io.json {
            try io.json(JSONStamps(colors: presets, styles: styles))
            return
        }
        io.data(io.dataStyle.emphasis(io.text(Message(en: "Colors (--color 1–18 or #RRGGBB)", ko: "색상 (--color 1–18 또는 #RRGGBB)"))))
        for preset in presets {
            let number = preset.number < 10 ? " \(preset.number)" : "\(preset.number)"
            io.data("\(number)  \(preset.hex)" + (io.dataStyle.enabled ? "  " + Self.swatch(preset.hex) : ""))
        }
        io.data("")
        io.data(io.dataStyle.emphasis(io.text(Message(en: "Styles", ko: "스타일"))) + "  " + styles.joined(separator: ", "))
    }

    /// Two blocks in the colour itself (24-bit escape), for terminals that colour.
    static func swatch(_ hex: String) -> String {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        return "\u{1B}[38;2;\(value >> 16 & 0xFF);\(value >> 8 & 0xFF);\(value & 0xFF)m██\u{1B}[0m"
    }
}
