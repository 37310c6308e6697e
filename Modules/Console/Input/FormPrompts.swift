import Core

/// A form filled in on the terminal by driving the screen's view-model: each answer goes
/// to the field's input and the view-model's next state says whether it stands. The rules
/// stay in the feature; the terminal only asks, and shows the problem the view-model names.
public struct FormPrompts<State: Sendable> {
    private let prompter: Prompter
    private var states: AsyncStream<State>.AsyncIterator
    private var started = false

    /// `states` is the view-model's state output (it starts with the current state).
    public init(_ prompter: Prompter, states: AsyncStream<State>) {
        self.prompter = prompter
        self.states = states.makeAsyncIterator()
    }

    /// Asks `question` until the view-model accepts the answer: `send` hands it to the
    /// field's input, and `problem` reads the field's problem from the state that follows.
    @discardableResult
    public mutating func ask(
        _ question: Message, default defaultValue: String? = nil, send: (String) -> Void,
        problem: (State) -> Message? = { _ in nil }
    ) async throws(UserError) -> State {
        while true {
            let answer = try prompter.ask(question, default: defaultValue)
            let state = try await change { send(answer) }
            guard let message = problem(state) else { return state }
            prompter.io.warn(message)
        }
    }

    /// Sends one input that needs no answer checked (a pick from a list, a parsed value)
    /// and returns the state that follows it.
    @discardableResult
    public mutating func change(_ send: () -> Void) async throws(UserError) -> State {
        // The state output starts with the state before any answer; that one is not news.
        if !started {
            started = true
            _ = await states.next()
        }
        send()
        guard let state = await states.next() else {
            throw UserError(ConsoleMessages.inputEnded, category: .invalidInput)
        }
        return state
    }
}
