/// Whose a stored record is and who else may see it. The store keeps both beside the
/// record's body, not in it: a feature's record never names a member, and a store scoped
/// to a member sets the owner itself, so no feature can save a record as someone else.
public struct RecordSharing: Sendable, Hashable, Codable {
    /// The member who owns the record (their id, stable across renames).
    public var owner: String
    /// Who else may see it.
    public var audience: Audience

    public init(owner: String, audience: Audience) {
        self.owner = owner
        self.audience = audience
    }

    /// As an engine stored it: an audience this build does not know is read as "Only me",
    /// never wider than it was.
    public init(owner: String, storedAudience: String) {
        self.init(owner: owner, audience: Audience(rawValue: storedAudience) ?? .me)
    }

    /// The id of a household's first admin: who owns the records a data dir held before it
    /// had members, and those saved before anyone was added.
    public static let firstMember = "owner"
}
