import Foundation

/// Where new record ids come from: random UUIDs live, a predictable sequence in tests.
public struct IDProvider: Sendable {
    private let make: @Sendable () -> String

    public init(_ make: @escaping @Sendable () -> String) {
        self.make = make
    }

    /// A new id.
    public func next() -> String { make() }

    /// Lower-case random UUIDs (`3f2a…`), so id prefixes typed by hand match.
    public static let uuid = IDProvider { UUID().uuidString.lowercased() }
}
