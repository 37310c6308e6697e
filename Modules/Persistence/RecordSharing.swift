/// Whose a stored record is and who else may see it. The store keeps both beside the
/// record's body, not in it: a feature's record never names a member, and a store scoped
/// to a member sets the owner itself, so no feature can save a record as someone else.
public struct RecordSharing: Sendable, Hashable, Codable {
    /// The member who owns the record (their id, stable across renames).
    public var owner: String
    /// Who else may see it.
    public var audience: Audience
    /// The one member a household record is kept from (a gift claim, from its wisher); nil
    /// for none.
    public var hiddenFrom: String?

    public init(owner: String, audience: Audience, hiddenFrom: String? = nil) {
        self.owner = owner
        self.audience = audience
        self.hiddenFrom = hiddenFrom
    }

    /// As an engine stored it: an audience this build does not know is read as "Only me",
    /// never wider than it was.
    public init(owner: String, storedAudience: String) {
        if storedAudience.hasPrefix(Self.hiddenPrefix) {
            self.init(
                owner: owner, audience: .household,
                hiddenFrom: String(storedAudience.dropFirst(Self.hiddenPrefix.count)))
        } else {
            self.init(owner: owner, audience: Audience(rawValue: storedAudience) ?? .me)
        }
    }

    /// The audience as the engines store it: `household`, `me`, or `household-but:<member>`.
    public var storedAudience: String { hiddenFrom.map { Self.hiddenPrefix + $0 } ?? audience.rawValue }

    /// How a stored audience begins that keeps a household record from one member.
    public static let hiddenPrefix = "household-but:"

    /// The id of a household's first admin: who owns the records a data dir held before it
    /// had members, and those saved before anyone was added.
    public static let firstMember = "owner"
}
