import ConcurrencyExtras

/// Runs `operation` with every task of the process on the main serial executor, one
/// such test at a time across the whole run.
///
/// `withMainSerialExecutor` switches a process-wide hook and, when it ends, puts back what
/// it found: two tests of different suites overlapping (suites run in parallel) would end
/// in the wrong order, and the later one would carry on without the serial executor, so
/// a `TestClock` advance could pass before a debounce started its sleep (a search test then
/// waited out its deadline). Taking turns keeps each test deterministic.
@MainActor
public func withSerialTestExecutor(@_implicitSelfCapture _ operation: @isolated(any) () async throws -> Void)
    async rethrows
{
    await SerialExecutorTurns.shared.take()
    do {
        try await withMainSerialExecutor(operation: operation)
    } catch {
        await SerialExecutorTurns.shared.pass()
        throw error
    }
    await SerialExecutorTurns.shared.pass()
}

/// Whose turn it is with the serial executor: the rest wait in order.
private actor SerialExecutorTurns {
    static let shared = SerialExecutorTurns()

    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func take() async {
        guard taken else {
            taken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func pass() {
        if waiting.isEmpty {
            taken = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
