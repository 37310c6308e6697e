import Core

/// The one rule for an option's value read by a feature's parser (a colour, a style, a
/// category): one the parser refuses is a usage error (64), like every value outside an
/// option's closed list or range, whatever the feature calls the same mistake in a form.
public enum OptionValue {
    /// What `parse` reads from `text`; nil when the option was not given.
    public static func parse<Value>(_ text: String?, _ parse: (String) throws(UserError) -> Value) throws(UserError)
        -> Value?
    {
        guard let text else { return nil }
        do {
            return try parse(text)
        } catch {
            throw UserError(error.message, category: .usage, details: error.details)
        }
    }
}
