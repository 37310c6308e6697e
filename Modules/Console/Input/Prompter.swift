import Core

/// Asks for missing input, like `gh`: only when stdin is a terminal. Without one, a
/// command fails with a message naming the missing flags (exit 65).
public struct Prompter: Sendable {
    public let input: LineInput
    public let io: TerminalIO
    /// Single keystrokes, for the arrow-key lists, when stdin is a real terminal.
    public let keys: LineEditor?

    public init(input: LineInput, io: TerminalIO, keys: LineEditor? = nil) {
        self.input = input
        self.io = io
        self.keys = keys
    }

    /// Whether a person can be asked.
    public var canAsk: Bool { input.isTerminal }

    /// Fails at once when something is missing and nobody can be asked: a missing argument
    /// (`<goal>`) is a usage error (64) as ArgumentParser's own are; missing fields of a
    /// form (`--title`) are the form's to refuse (65), as an empty one is.
    public func requireAnswerable(missingFlags: [String]) throws(UserError) {
        guard !missingFlags.isEmpty, !canAsk else { return }
        let category: ExitCategory = missingFlags.contains { $0.hasPrefix("<") } ? .usage : .invalidInput
        throw UserError(ConsoleMessages.missingInput(missingFlags), category: category)
    }

    /// Asks `question` until `validate` accepts the answer (it returns the problem, or nil).
    public func ask(
        _ question: Message, default defaultValue: String? = nil, validate: (String) -> Message? = { _ in nil }
    ) throws(UserError) -> String {
        while true {
            let suffix = defaultValue.map { " [\(TerminalText.neutralised($0))]" } ?? ""
            io.stderr.write(io.messageStyle.accent("? ") + io.text(question) + suffix + ": ")
            guard let line = input.readLine() else {
                throw UserError(ConsoleMessages.inputEnded, category: .invalidInput)
            }
            let answer = line.isEmpty ? (defaultValue ?? "") : line
            if let problem = validate(answer) {
                io.warn(problem)
                continue
            }
            return answer
        }
    }

    /// Asks for a secret (a password) with the terminal's echo off; nil at end of input.
    public func askHidden(_ question: Message) -> String? {
        io.stderr.write(io.messageStyle.accent("? ") + io.text(question) + ": ")
        return input.readHiddenLine()
    }

    /// Asks `question` until `parse` accepts the answer (Enter gives `defaultValue`), and
    /// returns what it made of it; the `UserError` it throws is shown before asking again.
    public func ask<Value>(
        _ question: Message, default defaultValue: String? = nil,
        parse: (String) throws(UserError) -> Value
    ) throws(UserError) -> Value {
        var parsed: Value?
        _ = try ask(question, default: defaultValue) { text in
            do throws(UserError) {
                parsed = try parse(text)
                return nil
            } catch {
                return error.message
            }
        }
        return parsed!
    }

    /// Shows a numbered list and returns the chosen index: on a terminal one to move through
    /// with the arrow keys (`ArrowPicker`), else lines to answer. The list is numbered from
    /// `firstNumber` (so it can match a flag's numbering); `selected` is marked ✓ and
    /// kept on Enter. A name is accepted as well as a number, as the flag accepts it:
    /// `named` finds the option a text names (by default, an option written the same way,
    /// in any case).
    public func choose(
        _ question: Message, options: [String], firstNumber: Int = 1, selected: Int? = nil,
        named: ((String) -> Int?)? = nil
    ) throws(UserError) -> Int {
        let numbers = firstNumber...(firstNumber + options.count - 1)
        func resolve(_ text: String) throws(UserError) -> Int {
            let text = text.trimmingWhitespace
            if let number = Int(text) {
                guard numbers.contains(number) else {
                    throw UserError(ConsoleMessages.numberOutOfRange(numbers), category: .invalidInput)
                }
                return number - firstNumber
            }
            let byName =
                named?(text)
                ?? options.firstIndex { $0.trimmingWhitespace.caseInsensitiveCompare(text) == .orderedSame }
            guard let index = byName, options.indices.contains(index) else {
                throw UserError(ConsoleMessages.noSuchChoice(text, numbers), category: .invalidInput)
            }
            return index
        }
        // The list is redrawn in place, so it needs a terminal to draw on as well as to read.
        if let keys, keys.isTerminal, canAsk, io.stderr.isTerminal, !options.isEmpty {
            let picker = ArrowPicker(
                io: io, question: question, options: options, firstNumber: firstNumber, resolve: resolve)
            return try keys.withKeys { read throws(UserError) in try picker.choose(keys: read, selected: selected) }
        }
        for (index, option) in options.enumerated() {
            io.stderr.write(
                "  \(index + firstNumber). \(TerminalText.neutralised(option))\(index == selected ? " ✓" : "")\n")
        }
        return try ask(question, default: selected.map { "\($0 + firstNumber)" }, parse: resolve)
    }

    /// A yes/no question; `y`, `yes`, `예`, `네` mean yes.
    public func confirm(_ question: Message) throws(UserError) -> Bool {
        let answer = try ask(Message(en: question.english + " (y/N)", ko: question.korean + " (y/N)"), default: "n")
        return ["y", "yes", "예", "네", "ㅇ"].contains(answer.lowercased())
    }

    /// For destructive commands: true when `--yes` was given or the person, shown
    /// `subject` (what is about to go), said yes. Without a terminal and without
    /// `--yes` it fails (exit 65) rather than guess.
    public func confirmDestructive(_ question: Message, subject: String, yes: Bool) throws(UserError) -> Bool {
        if yes { return true }
        guard canAsk else { throw UserError(ConsoleMessages.needsYes, category: .invalidInput) }
        io.stderr.write(TerminalText.neutralised(subject) + "\n")
        return try confirm(question)
    }
}
