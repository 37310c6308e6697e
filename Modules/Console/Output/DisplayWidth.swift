/// How many terminal columns text takes: Hangul, CJK and most emoji take two, combining
/// marks and zero-width joiners none. Tables use it so Korean columns line up.
public enum DisplayWidth {
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii == 0 ? 0 : 1 }
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.count > 1,
            character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F })
        {
            return 2
        }
        return of(first)
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 || value == 0x200B || value == 0x200D { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]

    /// `text` cut to at most `width` columns, with `…` when something was cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width, width > 0 else { return text }
        var result = ""
        var used = 0
        for character in text {
            let w = of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }

    /// `text` padded with spaces to `width` columns.
    public static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - of(text)))
        return alignRight ? padding + text : text + padding
    }

    /// `line` broken at spaces into lines of at most `width` columns (a longer word stays
    /// whole), each after the first indented by `indent` spaces.
    public static func wrap(_ line: String, to width: Int, indent: Int) -> [String] {
        guard of(line) > width else { return [line] }
        let leading = String(line.prefix { $0 == " " })
        let words = line.dropFirst(leading.count).split(separator: " ", omittingEmptySubsequences: false)
        var lines: [String] = []
        var current = leading
        var currentWidth = of(leading)
        var isEmpty = true
        for word in words.map(String.init) {
            let wordWidth = of(word)
            if !isEmpty, currentWidth + 1 + wordWidth > width {
                lines.append(current)
                current = String(repeating: " ", count: indent)
                currentWidth = indent
                isEmpty = true
            }
            if !isEmpty {
                current += " "
                currentWidth += 1
            }
            current += word
            currentWidth += wordWidth
            isEmpty = false
        }
        return lines + [current]
    }
}
