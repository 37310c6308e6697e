import AsyncAlgorithms

/// A value read again on every signal (the store changed, a filter was picked, a pull to
/// refresh), published only when it differs from the last, with why a read failed apart:
/// what a screen showing the store's current state (the goal list, the album) is made of.
/// The reading runs on the current screen (`Task.onScreen`), so it ends with it.
public struct LiveReading<Value: Sendable & Equatable>: Sendable {
    /// Each value read that differs from the one before.
    public let values: AsyncStream<Value>
    /// Why a read failed (the next signal reads again).
    public let failure: AsyncStream<UserError>

    public init<Signal: Sendable>(
        on signals: AsyncStream<Signal>, read: @escaping @Sendable (Signal) async throws -> Value
    ) {
        let latest = StateRelay<Value?>(nil)
        let failures = EventRelay<UserError>()
        Task.onScreen {
            for await signal in signals {
                do {
                    latest.accept(try await read(signal))
                } catch {
                    failures.accept(UserError.from(error))
                }
            }
        }
        values = latest.values().compactMapStream { $0 }.removeDuplicates().asStream()
        failure = failures.values()
    }
}
