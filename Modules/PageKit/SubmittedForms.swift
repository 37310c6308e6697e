import Foundation
import Synchronization

/// Forms already submitted, by the one-time token each form page carries: a second
/// submit of the same form (a double click, a resend after Back) gets the first one's
/// answer instead of doing the work again, even while the first is still running.
public final class SubmittedForms: Sendable {
    private struct State {
        var answers: [String: Task<String, any Error>] = [:]
        var order: [String] = []
    }

    private let state = Mutex(State())
    private let remembered: Int

    /// Remembers the last `remembered` submits.
    public init(remembered: Int = 1_000) {
        self.remembered = remembered
    }

    /// A fresh token for a form page's hidden `token` field.
    public static func newToken() -> String {
        UUID().uuidString.lowercased()
    }

    /// The address `submit` answers with (where to go after the POST), run once per
    /// `token`; a failed submit is forgotten, so it can be corrected and sent again.
    /// Without a token, `submit` simply runs.
    public func once(_ token: String?, _ submit: @escaping @Sendable () async throws -> String) async throws -> String {
        guard let token, !token.isEmpty else { return try await submit() }
        let task = state.withLock { state -> Task<String, any Error> in
            if let running = state.answers[token] { return running }
            let task = Task { try await submit() }
            state.answers[token] = task
            state.order.append(token)
            if state.order.count > remembered { state.answers[state.order.removeFirst()] = nil }
            return task
        }
        do {
            return try await task.value
        } catch {
            state.withLock { _ = $0.answers.removeValue(forKey: token) }
            throw error
        }
    }
}
