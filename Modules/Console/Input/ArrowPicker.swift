import Core

/// A numbered list to pick from with the arrow keys, as gh's prompts have it: ↑/↓ move
/// the ❯, Enter takes it; a number or a name typed and Enter still work, as at a
/// line prompt. Drawn on stderr and redrawn in place; Ctrl-C stops (130), Esc cancels
/// (130), Ctrl-D ends the input.
struct ArrowPicker {
    let io: TerminalIO
    let question: Message
    let options: [String]
    let firstNumber: Int
    /// What a typed answer (a number or a name) picks, or the problem with it.
    let resolve: (String) throws(UserError) -> Int

    /// The chosen index, starting on `selected` (else the first option).
    func choose(keys: () -> TerminalKey?, selected: Int?) throws(UserError) -> Int {
        var current = selected ?? 0
        var typed: [UInt8] = []
        var problem: Message?
        var drawn = 0
        func draw() {
            var text = drawn > 0 ? "\u{1B}[\(drawn)F\u{1B}[J" : "\u{1B}[?25l"
            text += io.messageStyle.accent("? ") + io.text(question) + ": " + Self.whole(typed) + "\n"
            if let problem { text += io.messageStyle.dim("  " + io.text(problem)) + "\n" }
            for (index, option) in options.enumerated() {
                let marker = index == current ? io.messageStyle.accent("❯") : " "
                let kept = index == selected ? " ✓" : ""
                text += "\(marker) \(index + firstNumber). \(TerminalText.neutralised(option))\(kept)\n"
            }
            drawn = 1 + (problem == nil ? 0 : 1) + options.count
            io.stderr.write(text)
        }
        func finish(_ answer: String?) {
            var text = "\u{1B}[\(drawn)F\u{1B}[J\u{1B}[?25h"
            if let answer { text += io.messageStyle.accent("? ") + io.text(question) + ": " + answer + "\n" }
            io.stderr.write(text)
        }
        draw()
        while let key = keys() {
            guard case .byte(let byte) = key else {
                if key == .escape {
                    finish(nil)
                    throw UserError(ConsoleMessages.cancelledChoice, category: .interrupted)
                }
                if key == .up { current = (current + options.count - 1) % options.count }
                if key == .down { current = (current + 1) % options.count }
                // ←, → and the other keys leave the choice as it is.
                draw()
                continue
            }
            switch byte {
            case 0x03:
                finish(nil)
                throw UserError(ConsoleMessages.interrupted, category: .interrupted)
            case 0x04:
                finish(nil)
                throw UserError(ConsoleMessages.inputEnded, category: .invalidInput)
            case 0x0D, 0x0A:
                if typed.isEmpty {
                    finish("\(current + firstNumber). \(TerminalText.neutralised(options[current]))")
                    return current
                }
                do throws(UserError) {
                    let index = try resolve(String(decoding: typed, as: UTF8.self))
                    finish("\(index + firstNumber). \(TerminalText.neutralised(options[index]))")
                    return index
                } catch {
                    problem = error.message
                    typed = []
                }
            case 0x7F, 0x08:
                // Backspace takes off a whole character, however many bytes it is.
                while let last = typed.popLast(), last & 0xC0 == 0x80 {}
            case 0x20...:
                typed.append(byte)
                // A character's first bytes alone are not drawn: 한 never flashes as �.
                guard String(validating: typed, as: UTF8.self) != nil else { continue }
            default: continue
            }
            draw()
        }
        finish(nil)
        throw UserError(ConsoleMessages.inputEnded, category: .invalidInput)
    }

    /// The typed bytes that make whole characters (a character's first bytes wait for the rest).
    static func whole(_ typed: [UInt8]) -> String {
        var end = typed.count
        while end > 0, String(validating: typed[..<end], as: UTF8.self) == nil { end -= 1 }
        return String(decoding: typed[..<end], as: UTF8.self)
    }
}
