import Core
import Foundation

/// What a member's name may be: what a person types on the sign-in page and after `--as`.
public enum MemberName {
    /// The most characters a name may have.
    public static let maximumLength = 32

    /// Why `name` cannot be a member's name, or nil when it can.
    public static func problem(with name: String) -> Message? {
        if name.trimmingWhitespace.isEmpty { return HouseholdMessages.nameEmpty }
        if name != name.trimmingWhitespace { return HouseholdMessages.nameSpaces }
        if name.count > maximumLength { return HouseholdMessages.nameTooLong(maximumLength) }
        if name.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) }) {
            return HouseholdMessages.nameControlCharacters
        }
        return nil
    }

    /// Whether two names are the same name (as a person types it: without case).
    static func same(_ one: String, _ other: String) -> Bool {
        one.lowercased() == other.lowercased()
    }
}
