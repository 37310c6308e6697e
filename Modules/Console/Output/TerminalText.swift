/// Makes text safe to print on a terminal: control characters from users and from the
/// APIs (an ESC that would recolour or clear the screen, a carriage return that would
/// overwrite a line, a bidi override that would reorder it) are shown visibly instead of
/// acting. `--json` never goes through here, so machine output keeps the exact text.
public enum TerminalText {
    /// `text` with every control character shown as `^[`-style caret notation (C0, DEL)
    /// or `\u{…}` (C1 and bidi controls); newlines and tabs stay. Colour is added after
    /// this, by `Styler`, so no escape in the text itself survives.
    public static func neutralised(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if isControl(scalar) {
                result.append(contentsOf: visible(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00...0x1F: "^" + String(Character(Unicode.Scalar(UInt8(scalar.value) + 0x40)))
        case 0x7F: "^?"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
