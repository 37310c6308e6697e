import ArgumentParser
import Core

/// The one rule for numeric options: each has a documented range, checked in `validate()`
/// before any work (`GlobalOptions.check`), so no number a person types can overflow
/// arithmetic later (exit 64).
public enum OptionRange {
    /// Largest `--page` any command accepts; far past every API's last page.
    public static let pages = 1...1_000
    /// `--limit` of the local listings and searches.
    public static let listLimit = 1...10_000

}
