import ArgumentParser
import Core

/// The one rule for numeric options: each has a documented range, checked in `validate()`
/// before any work, so no number a person types can overflow arithmetic later (exit 64).
public enum OptionRange {
    /// Largest `--page` any command accepts; far past every API's last page.
    public static let pages = 1...1_000
    /// `--limit` of the local listings and searches.
    public static let listLimit = 1...10_000

    /// Throws a usage error naming `option` and its range when `value` lies outside it.
    public static func check(_ value: Int, _ range: ClosedRange<Int>, option: String) throws {
        guard range.contains(value) else {
            throw ValidationError("\(option) must be \(range.lowerBound) to \(range.upperBound.grouped) (got \(value.grouped)).")
        }
    }
}
