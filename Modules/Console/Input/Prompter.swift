import Core

/// Asks for missing input, like `gh`: only when stdin is a terminal. Without one, a
/// command fails with a message naming the missing flags (exit 65).
public struct Prompter: Sendable {
    public let input: LineInput
    public let io: TerminalIO

    public init(input: LineInput, io: TerminalIO) {
        self.input = input
        self.io = io
    }

    /// Whether a person can be asked.
    public var canAsk: Bool { input.isTerminal }

    /// Fails at once when something is missing and nobody can be asked.
    public func requireAnswerable(missingFlags: [String]) throws(UserError) {
        guard !missingFlags.isEmpty, !canAsk else { return }
        throw UserError(ConsoleMessages.missingInput(missingFlags), category: .invalidInput)
    }

    /// Asks `question` until `validate` accepts the answer (it returns the problem, or nil).
    public func ask(_ question: Message, default defaultValue: String? = nil, validate: (String) -> Message? = { _ in nil }) throws(UserError) -> String {
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

    /// Shows a numbered list and returns the chosen index.
    public func choose(_ question: Message, options: [String]) throws(UserError) -> Int {
        for (index, option) in options.enumerated() {
            io.stderr.write("  \(index + 1). \(TerminalText.neutralised(option))\n")
        }
        let answer = try ask(question) { text in
            guard let number = Int(text), (1...options.count).contains(number) else {
                return Message(en: "Enter a number from 1 to \(options.count).", ko: "1부터 \(options.count)까지의 숫자를 입력하세요.")
            }
            return nil
        }
        return Int(answer)! - 1
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
