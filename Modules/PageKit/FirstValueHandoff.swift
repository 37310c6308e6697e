import Core
import Synchronization

/// Hands a screen's first rendering to the request building the page, if it arrives in
/// time; once the request has given up (or taken it), later values go to the page live.
final class FirstValueHandoff: Sendable {
    private enum State {
        case idle
        case ready(HTML)
        case waiting(CheckedContinuation<HTML?, Never>)
        case finished
    }

    private let state = Mutex(State.idle)

    /// Offers a rendering; true when the page being built takes it (a newer one offered
    /// before the page asks replaces an older one).
    func offer(_ html: HTML) -> Bool {
        let (waiter, taken): (CheckedContinuation<HTML?, Never>?, Bool) = state.withLock { state in
            switch state {
            case .idle, .ready:
                state = .ready(html)
                return (nil, true)
            case .waiting(let continuation):
                state = .finished
                return (continuation, true)
            case .finished:
                return (nil, false)
            }
        }
        waiter?.resume(returning: html)
        return taken
    }

    /// The first rendering, or nil when none came within `timeout`.
    func wait(timeout: Duration) async -> HTML? {
        let timer = Task {
            try? await Task.sleep(for: timeout)
            self.giveUp()
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { continuation in
            let ready: HTML?? = state.withLock { state in
                switch state {
                case .idle:
                    state = .waiting(continuation)
                    return .none
                case .ready(let html):
                    state = .finished
                    return .some(html)
                case .waiting, .finished:
                    return .some(nil)
                }
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// Stops waiting: the next renderings go to the page live.
    func giveUp() {
        let waiter: CheckedContinuation<HTML?, Never>? = state.withLock { state in
            defer { state = .finished }
            if case .waiting(let continuation) = state { return continuation }
            return nil
        }
        waiter?.resume(returning: nil)
    }
}
