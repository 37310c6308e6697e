/// A value a feature stores through `RecordStore`. The feature declares where it lives
/// and how it is looked up; the store knows nothing else about it.
public protocol Record: Codable, Sendable, Identifiable where ID: LosslessStringConvertible & Sendable {
    /// The collection (table) name: lower-case letters, digits and `_`, unique across Mosaic.
    static var collection: String { get }
    /// Fields that queries filter and sort on (each gets an index).
    static var indexedFields: [RecordField<Self>] { get }
    /// Fields that queries filter and sort on together, each list one index over its
    /// fields in order: `[rating, createdAt]` serves "rating 3, newest first" straight
    /// from the index, where two single-field indexes make the store sort every match. A
    /// field's direction matters only where a sort mixes them (`[.ascending(genre),
    /// .descending(savedAt)]` for genres by name, each newest first).
    static var compoundIndexes: [[RecordQuery<Self>.Sort]] { get }
    /// Text fields that full-text search looks in.
    static var fullTextFields: [RecordField<Self>] { get }
    /// The blob keys of the files this record owns (a photo), for `mosaic doctor`.
    var blobKeys: [BlobKey] { get }
    /// The fields that hold those keys (each gets an index): a file is served to a member
    /// only when a record they may read names it there.
    static var blobFields: [RecordField<Self>] { get }
    /// Who sees a new record when its form does not say: "Only me" for a journal, a
    /// household's listings "Household".
    static var defaultAudience: Audience { get }
    /// Whether each member keeps their own record of an id (a like of a photo): another
    /// member's record with the same id, even one shared with the household, shows in this
    /// member's lists until they keep their own, but their saves and deletes never touch it,
    /// and looking one up by id finds their own only. Other records are the household's to
    /// edit once shared.
    static var isPersonal: Bool { get }
    /// The owner's own state on a record they share (a wish on a perfume strip): another
    /// member edits the rest of a household record, but a save of theirs that changes one of
    /// these is refused, so what is the owner's stays theirs.
    static var ownersFields: [RecordField<Self>] { get }
    /// What `mosaic doctor --repair` does with this record when its files are gone.
    func repairing(missing: Set<BlobKey>) -> MissingBlobRepair<Self>
}

extension Record {
    public static var indexedFields: [RecordField<Self>] { [] }
    public static var compoundIndexes: [[RecordQuery<Self>.Sort]] { [] }
    public static var fullTextFields: [RecordField<Self>] { [] }
    public var blobKeys: [BlobKey] { [] }
    public static var blobFields: [RecordField<Self>] { [] }
    public static var defaultAudience: Audience { .me }
    public static var isPersonal: Bool { false }
    public static var ownersFields: [RecordField<Self>] { [] }
    public func repairing(missing: Set<BlobKey>) -> MissingBlobRepair<Self> { .keep }

    /// The id as the store keeps it.
    public var storageID: String { id.description }
}

/// The fix for a record whose files are missing.
public enum MissingBlobRepair<R: Record>: Sendable {
    /// Save this version instead (for example, without its photo).
    case update(R)
    /// The record means nothing without its file: delete it.
    case delete
    /// Nothing can be done automatically; report it only.
    case keep
}
