/// At most `limit` of one kind of work at a time on this server; the rest wait their turn,
/// in order. Password checks (bcrypt takes a core for a quarter of a second: thirty at once
/// cost 6.9 s of CPU before) and page renders (a 10,000-entry journal held ~160 MB while it
/// was drawn: eight at once took the server to 1.4 GB) each have one.
actor ConcurrencyGate {
    let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Runs `work` once fewer than `limit` others run.
    func run<Value: Sendable>(_ work: @Sendable () async throws -> Value) async throws -> Value {
        if running >= limit {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            running += 1
        }
        defer { handOver() }
        return try await work()
    }

    /// The finished work's turn goes to the next one waiting, or is given up.
    private func handOver() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
