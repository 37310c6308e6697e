/// A key as a terminal sends it: a byte of text or a control key, or one of the escape
/// sequences the arrows and the editing keys send (`ESC [ A` for ↑, `ESC [ 3 ~` for
/// Delete, `ESC O H` for Home), told apart from Esc pressed alone.
public enum TerminalKey: Sendable, Equatable {
    /// A byte of typed text (UTF-8) or a control key (Enter, Backspace, Ctrl-C…).
    case byte(UInt8)
    /// ↑.
    case up
    /// ↓.
    case down
    /// ←.
    case left
    /// →.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Delete (the key that deletes forward).
    case delete
    /// Esc pressed alone.
    case escape
    /// Another key's sequence (a function key, Alt with a letter): no screen of ours does
    /// anything with it.
    case other

    /// The next key: `next(false)` reads a byte, waiting as long as it takes (nil at the end
    /// of input); `next(true)` reads the byte that may follow an ESC, nil when none comes at
    /// once (a terminal sends a key's whole sequence together, a person's Esc stands alone).
    /// A sequence split across reads is put together, as it is read a byte at a time.
    /// Ctrl-C and Ctrl-D are never part of a sequence: one that comes in the middle of one
    /// (Esc, then Ctrl-C a few milliseconds later) is that key, so Ctrl-C always ends a
    /// screen, whatever was read before it.
    public static func read(_ next: (_ followingEscape: Bool) -> UInt8?) -> TerminalKey? {
        guard let byte = next(false) else { return nil }
        // A Ctrl-D typed while the terminal was still in line mode is kept by the line
        // discipline as an end-of-input mark, which reads as NUL once the mode is raw.
        if byte == 0x00 { return .byte(0x04) }
        guard byte == 0x1B else { return .byte(byte) }
        guard let introducer = next(true) else { return .escape }
        switch introducer {
        case 0x03, 0x04:
            return .byte(introducer)
        case 0x5B:
            // CSI: parameter and intermediate bytes (0x20–0x3F), then one final byte (0x40–0x7E).
            var parameters: [UInt8] = []
            while let part = next(true) {
                if part == 0x03 || part == 0x04 { return .byte(part) }
                if part == 0x7E { return editingKey(parameters) }
                if (0x40...0x7E).contains(part) { return cursorKey(part) }
                guard (0x20...0x3F).contains(part) else { return .other }
                parameters.append(part)
            }
            return .other
        case 0x4F:
            guard let final = next(true) else { return .other }
            return final == 0x03 || final == 0x04 ? .byte(final) : cursorKey(final)
        case 0x1B:
            // Esc pressed twice: the person wants out.
            return .escape
        default:
            return .other
        }
    }

    private static func cursorKey(_ final: UInt8) -> TerminalKey {
        switch final {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        default: .other
        }
    }

    /// `ESC [ n ~`: 1 and 7 are Home, 4 and 8 End, 3 Delete (xterm, the Linux console, rxvt).
    private static func editingKey(_ parameters: [UInt8]) -> TerminalKey {
        switch String(decoding: parameters, as: UTF8.self) {
        case "1", "7": .home
        case "4", "8": .end
        case "3": .delete
        default: .other
        }
    }
}
