import Foundation

/// The one password a household had before it had members, as earlier builds kept it: its
/// bcrypt hash and when it was set. Read once, by the upgrade, which makes it the first
/// admin's.
struct SharedPassword: Codable, Sendable {
    var hash: String
    var changed: Date
}
