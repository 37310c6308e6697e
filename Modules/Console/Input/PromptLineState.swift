/// The line being typed at a prompt, edited as a person expects at a shell: typed text goes
/// in at the cursor, ← and → move it by a character, Home and End (or Ctrl-A and Ctrl-E)
/// to the ends, Backspace and Delete take away the character before or under it, Ctrl-U
/// the whole line. A control sequence is never part of the text.
public struct PromptLineState: Sendable, Equatable {
    /// What a key did.
    public enum Outcome: Sendable, Equatable {
        /// The line or the cursor changed (or nothing did); keep reading.
        case editing
        /// Enter: the line is done.
        case submitted(String)
        /// Ctrl-D on an empty line: the input ended.
        case ended
        /// Ctrl-C.
        case interrupted
    }

    /// The characters typed so far.
    public private(set) var characters: [Character] = []
    /// Where the next character goes: an index into `characters`.
    public private(set) var cursor = 0
    /// The bytes of a character still arriving (UTF-8 comes a byte at a time).
    private var pending: [UInt8] = []

    public init() {}

    /// The line as text.
    public var text: String { String(characters) }

    /// Applies `key`.
    public mutating func apply(_ key: TerminalKey) -> Outcome {
        switch key {
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .delete: if cursor < characters.count { characters.remove(at: cursor) }
        case .up, .down, .escape, .other: break
        case .byte(let byte): return apply(byte)
        }
        return .editing
    }

    private mutating func apply(_ byte: UInt8) -> Outcome {
        switch byte {
        case 0x03: return .interrupted
        case 0x04:
            if characters.isEmpty { return .ended }
            if cursor < characters.count { characters.remove(at: cursor) }
        case 0x0A, 0x0D: return .submitted(text)
        case 0x7F, 0x08:
            if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
            }
        case 0x01: cursor = 0
        case 0x05: cursor = characters.count
        case 0x15:
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case ..<0x20: break
        default:
            pending.append(byte)
            guard let scalars = String(validating: pending, as: UTF8.self) else {
                // A character's first bytes: wait for the rest (a stray byte is dropped at 4).
                if pending.count >= 4 { pending = [] }
                return .editing
            }
            pending = []
            insert(scalars)
        }
        return .editing
    }

    /// Typed text at the cursor; a combining mark joins the character before it.
    private mutating func insert(_ typed: String) {
        for scalar in typed.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark
                || scalar.properties.generalCategory == .spacingMark,
                cursor > 0
            {
                let joined = String(characters[cursor - 1]) + String(scalar)
                if joined.count == 1 {
                    characters[cursor - 1] = Character(joined)
                    continue
                }
            }
            characters.insert(Character(scalar), at: cursor)
            cursor += 1
        }
    }
}
