/// An edit refused because a field it changed was changed elsewhere after the form was
/// opened (`RecordStore.update(_:owning:…)`): what changed there, and what the person typed,
/// kept so they can save it again or take the newer version.
public struct EditConflict<Typed: Sendable>: Sendable {
    /// Each field changed both here and elsewhere: what it was, and what it became.
    public let changes: [RecordChanges.Change]
    /// What the person typed, unsaved.
    public let typed: Typed

    public init(changes: [RecordChanges.Change], typed: Typed) {
        self.changes = changes
        self.typed = typed
    }

    /// The changed fields when `error` refused a stale edit, else nil (a deleted record
    /// is not a conflict a person can resolve by saving again).
    public static func changes(in error: any Error) -> [RecordChanges.Change]? {
        guard case PersistenceError.conflict(_, _, let changes) = error, !changes.isEmpty else { return nil }
        return changes
    }
}
