extension Sequence where Element: Sendable {
    /// Runs `work` on every element, at most `limit` at a time, and returns each
    /// element's result in the sequence's order; `progress` hears how many are done after
    /// each one finishes. A failure is kept as that element's result; the others go on.
    public func concurrentResults<Success: Sendable>(
        limit: Int,
        progress: @escaping @Sendable (Int) -> Void = { _ in },
        _ work: @escaping @Sendable (Element) async throws -> Success
    ) async -> [Result<Success, any Error>] {
        let elements = Array(self)
        let width = Swift.max(1, limit)
        return await withTaskGroup(
            of: (Int, Result<Success, any Error>).self,
            returning: [Result<Success, any Error>].self
        ) { group in
            var results = [Result<Success, any Error>?](repeating: nil, count: elements.count)
            var done = 0
            func collect(_ finished: (Int, Result<Success, any Error>)) {
                results[finished.0] = finished.1
                done += 1
                progress(done)
            }
            for (index, element) in elements.enumerated() {
                if index >= width, let finished = await group.next() { collect(finished) }
                group.addTask {
                    // Await into a local before building the tuple: Swift 6.3.1 at -O
                    // corrupts `index` in `(index, .success(try await work(element)))`
                    // (Tests/Reproductions/task-group-result-index.swift, CONTRIBUTING.md).
                    let result: Result<Success, any Error>
                    do {
                        let value = try await work(element)
                        result = .success(value)
                    } catch {
                        result = .failure(error)
                    }
                    return (index, result)
                }
            }
            for await finished in group { collect(finished) }
            return results.map { $0 ?? .failure(CancellationError()) }
        }
    }
}
