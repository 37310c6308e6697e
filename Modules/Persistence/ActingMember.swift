import Synchronization

/// The member a run acts as: known at once (a signed-in page's), or found the first time a
/// store is used (the command line's `--as`, read from the household's members), so a
/// command that stores nothing never opens the database, and an unknown name is refused
/// before anything is written.
public final class ActingMember: Sendable {
    private let resolve: @Sendable () async throws -> String
    private let resolved: Mutex<String?>

    /// The member `id`.
    public init(id: String) {
        resolved = Mutex(id)
        resolve = { id }
    }

    /// The member `resolve` finds, asked once; a failure is asked again next time.
    public init(resolving resolve: @escaping @Sendable () async throws -> String) {
        resolved = Mutex(nil)
        self.resolve = resolve
    }

    /// The member's id, when it is already known.
    public var knownID: String? { resolved.withLock { $0 } }

    /// The member's id.
    public func id() async throws -> String {
        if let known = knownID { return known }
        let id = try await resolve()
        resolved.withLock { $0 = id }
        return id
    }
}
