import Foundation

extension Int {
    /// The number with thousands separators, the same in every language: `88,410`.
    public var grouped: String {
        formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
    }
}
