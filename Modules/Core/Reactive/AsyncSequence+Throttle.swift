import Synchronization

extension AsyncSequence where Self: Sendable, Element: Sendable, Failure == Never {
    /// RxSwift's `throttle`: the first element passes at once and opens a window of
    /// `interval`; elements inside the window are dropped, or with `latest: true`
    /// the last of them is emitted when the window ends (and opens a new window).
    ///
    /// When the source ends, a pending latest element is emitted at once rather than
    /// lost: a CLI session that ends mid-window still applies the user's last action.
    public func throttle(
        for interval: Duration,
        clock: any Clock<Duration>,
        latest: Bool = false
    ) -> AsyncStream<Element> {
        AsyncStream { continuation in
            let gate = ThrottleGate<Element>(interval: interval, clock: clock, latest: latest, output: continuation)
            let task = Task.alongside {
                for await element in self {
                    gate.receive(element)
                }
                gate.finish()
            }
            continuation.onTermination = { _ in
                task.cancel()
                gate.cancel()
            }
        }
    }
}

/// The throttle's window state, shared by the source loop and the window timer.
final class ThrottleGate<Element: Sendable>: Sendable {
    private struct State {
        var windowOpen = false
        var pending: Element?
        var timer: Task<Void, Never>?
    }

    private let interval: Duration
    private let clock: any Clock<Duration>
    private let latest: Bool
    private let output: AsyncStream<Element>.Continuation
    private let state = Mutex(State())

    init(interval: Duration, clock: any Clock<Duration>, latest: Bool, output: AsyncStream<Element>.Continuation) {
        self.interval = interval
        self.clock = clock
        self.latest = latest
        self.output = output
    }

    func receive(_ element: Element) {
        let emitNow = state.withLock { state -> Bool in
            if state.windowOpen {
                if latest { state.pending = element }
                return false
            }
            state.windowOpen = true
            state.timer = startWindow()
            return true
        }
        if emitNow { output.yield(element) }
    }

    func finish() {
        let pending = state.withLock { state -> Element? in
            state.timer?.cancel()
            defer { state.pending = nil }
            return state.pending
        }
        if let pending { output.yield(pending) }
        output.finish()
    }

    func cancel() {
        state.withLock { $0.timer?.cancel() }
    }

    private func startWindow() -> Task<Void, Never> {
        let clock = clock
        let interval = interval
        return Task.alongside { [weak self] in
            do {
                try await clock.sleep(for: interval)
            } catch {
                return
            }
            self?.closeWindow()
        }
    }

    private func closeWindow() {
        let trailing = state.withLock { state -> Element? in
            guard let pending = state.pending else {
                state.windowOpen = false
                state.timer = nil
                return nil
            }
            state.pending = nil
            state.timer = startWindow()
            return pending
        }
        if let trailing { output.yield(trailing) }
    }
}
