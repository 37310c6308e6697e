import Synchronization

/// The audience a form chose ("Only me" / "Household") for what it saves, carried from the
/// front to the one store that records it. A form's choice reaches the member's store this
/// way rather than through each feature's view-model: the page kit and the site server set
/// it (a posted form's field, a live form's radio), every task of the form's handling
/// inherits it, and the store reads it at each save, so no feature carries, or can forget,
/// who sees what it saves.
public final class AudienceChoice: Sendable {
    private let chosen: Mutex<Audience?>

    /// Nothing chosen yet: a new record gets its type's default, an edit keeps what it was.
    public init(_ audience: Audience? = nil) {
        chosen = Mutex(audience)
    }

    /// What was chosen last.
    public var audience: Audience? { chosen.withLock { $0 } }

    /// Chooses `audience` (nil: none).
    public func choose(_ audience: Audience?) {
        chosen.withLock { $0 = audience }
    }

    /// The choice of the form being handled, inherited by every task its handling starts.
    @TaskLocal public static var current: AudienceChoice?
}
