/// Emits `first`, then every element of `base` (RxSwift's `startWith`).
public struct StartWithSequence<Base: AsyncSequence>: AsyncSequence {
    public typealias Element = Base.Element

    let first: Element
    let base: Base

    public struct AsyncIterator: AsyncIteratorProtocol {
        var first: Element?
        var base: Base.AsyncIterator

        public mutating func next() async throws -> Element? {
            if let value = first {
                first = nil
                return value
            }
            return try await base.next()
        }

        public mutating func next(
            isolation actor: isolated (any Actor)?
        ) async throws(Base.Failure) -> Element? {
            if let value = first {
                first = nil
                return value
            }
            return try await base.next(isolation: actor)
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(first: first, base: base.makeAsyncIterator())
    }
}

extension StartWithSequence: Sendable where Base: Sendable, Base.Element: Sendable {}

extension AsyncSequence {
    /// Emits `value` before the sequence's own elements.
    public func startWith(_ value: Element) -> StartWithSequence<Self> {
        StartWithSequence(first: value, base: self)
    }
}
