/// What a member may do in the household: an admin also manages the members.
public enum MemberRole: String, Sendable, Codable, CaseIterable {
    case admin, member
}
