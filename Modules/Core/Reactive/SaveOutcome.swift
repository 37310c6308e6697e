/// What a form view-model's save led to: the first value of its `saved` output, or its
/// first `failure` thrown, whichever comes first (a front waits on both after a tap).
public enum SaveOutcome {
    /// The saved value, or nil when both outputs ended without one.
    public static func first<Value: Sendable>(saved: AsyncStream<Value>, failure: AsyncStream<UserError>) async throws
        -> Value?
    {
        try await withThrowingTaskGroup(of: Value?.self) { group in
            group.addTask {
                for await value in saved { return value }
                return nil
            }
            group.addTask {
                for await error in failure { throw error }
                return nil
            }
            for try await value in group {
                if let value {
                    group.cancelAll()
                    return value
                }
            }
            return nil
        }
    }
}
