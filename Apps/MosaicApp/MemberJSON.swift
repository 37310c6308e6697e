import Foundation
import Household

/// A member as `--json` shows one: never the password's hash, only whether one is set.
struct MemberJSON: Encodable, Sendable {
    let id: String
    let name: String
    let role: String
    let password: String
    let disabled: Bool
    let added: Date

    init(_ member: Member) {
        id = member.id
        name = member.name
        role = member.role.rawValue
        password = member.passwordHash == nil ? "none" : "set"
        disabled = member.disabled
        added = member.added
    }
}
