/// At most `limit` password checks at a time on this server: bcrypt takes a core for a
/// quarter of a second, and attempts that arrive together wait their turn instead of each
/// taking a thread and a core (thirty at once cost 6.9 s of CPU before).
actor PasswordCheckGate {
    let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int = 2) {
        self.limit = limit
    }

    /// Runs `check` once fewer than `limit` others run.
    func run<Value: Sendable>(_ check: @Sendable () async throws -> Value) async throws -> Value {
        if running >= limit {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            running += 1
        }
        defer { handOver() }
        return try await check()
    }

    /// The finished check's turn goes to the next one waiting, or is given up.
    private func handOver() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
