import Core
import Foundation

/// Records every value an output stream emits, so a test can assert on what a
/// view-model showed without sleeping: `await recorder.next()` suspends until the next
/// value arrives (or fails the wait after `limit` of real time, so a broken test ends).
public final class OutputRecorder<Value: Sendable>: Sendable {
    private struct State {
        var values: [Value] = []
        var consumed = 0
        var finished = false
        var waiters: [(id: Int, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        var nextWaiter = 0
    }

    private let state = LockedValue(State())
    private let task = LockedValue<Task<Void, Never>?>(nil)
    private let limit: Duration

    /// Starts recording `sequence` at once. `limit` is a deadline for failing, not a pace:
    /// with every suite starting at once on two cores, a first SQLite observation once took
    /// over 10 s to arrive.
    public init<S: AsyncSequence & Sendable>(_ sequence: S, limit: Duration = .seconds(60))
    where S.Element == Value {
        self.limit = limit
        let started = Task { [state] in
            do {
                for try await value in sequence {
                    let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                        state.values.append(value)
                        return Self.takeReady(&state)
                    }
                    for waiting in ready { waiting.resume() }
                }
            } catch {}
            let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.finished = true
                return Self.takeReady(&state)
            }
            for waiting in ready { waiting.resume() }
        }
        task.withLock { $0 = started }
    }

    deinit {
        task.value?.cancel()
    }

    /// Everything recorded so far.
    public var values: [Value] { state.value.values }

    /// The most recent value.
    public var last: Value? { state.value.values.last }

    /// Waits until at least `count` values were recorded (or the stream ended) and
    /// returns all of them.
    @discardableResult
    public func waitFor(count: Int) async -> [Value] {
        let limit = limit
        let state = state
        let id = state.withLock { state -> Int? in
            guard state.values.count < count, !state.finished else { return nil }
            state.nextWaiter += 1
            return state.nextWaiter
        }
        guard let id else { return values }
        // Only this wait's own waiter is woken when its time limit passes.
        let timeout = Task { [state] in
            do { try await Task.sleep(for: limit) } catch { return }
            let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index).continuation
            }
            waiter?.resume()
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state -> Bool in
                if state.values.count >= count || state.finished { return true }
                state.waiters.append((id, count, continuation))
                return false
            }
            if resumeNow { continuation.resume() }
        }
        timeout.cancel()
        return values
    }

    /// The next value not yet returned by `next()`, waiting for it if it has not
    /// arrived (nil if the stream ended first). Values that arrived earlier are returned
    /// in order, so a test never misses one that came "too fast".
    public func next() async -> Value? {
        let index = state.value.consumed
        let all = await waitFor(count: index + 1)
        guard all.count > index else { return nil }
        state.withLock { $0.consumed = max($0.consumed, index + 1) }
        return all[index]
    }

    /// The next value (as `next()` counts them) that satisfies `predicate`, skipping the
    /// others; nil if the stream ends first.
    public func next(where predicate: (Value) -> Bool) async -> Value? {
        while let value = await next() {
            if predicate(value) { return value }
        }
        return nil
    }

    /// Waits for the value at `index` (0-based).
    public func value(at index: Int) async -> Value? {
        let all = await waitFor(count: index + 1)
        return all.count > index ? all[index] : nil
    }

    /// Stops recording.
    public func cancel() {
        task.value?.cancel()
    }

    private static func takeReady(_ state: inout State) -> [CheckedContinuation<Void, Never>] {
        let count = state.values.count
        let finished = state.finished
        let ready = state.waiters.filter { finished || $0.count <= count }.map(\.continuation)
        state.waiters.removeAll { finished || $0.count <= count }
        return ready
    }
}
