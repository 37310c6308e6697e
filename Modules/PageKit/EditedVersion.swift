import Core
import Foundation
import Persistence

/// The version of a record an edit form was drawn from, carried in the form itself (a
/// hidden field), so a form submitted without JavaScript is checked against later edits
/// as the live form is: the repository compares it with what is stored now and refuses
/// an edit whose fields were changed elsewhere meanwhile.
public enum EditedVersion {
    /// The hidden field's name.
    public static let fieldName = "version"

    /// A hidden input holding `record` as it is now.
    public static func input<R: Record>(_ record: R) -> HTML {
        "<input type=\"hidden\" name=\"\(fieldName)\" value=\"\(encode(record))\">"
    }

    /// The version the submitted `form` was drawn from: the record its hidden field holds,
    /// when it is `current`'s own record; `current` itself for a form drawn before forms
    /// carried their version (or one whose field was tampered with), checked as before.
    public static func original<R: Record>(in form: WebForm, current: R) -> R {
        guard let text = form.value(fieldName), let data = Data(base64Encoded: text),
            let record = try? JSONDecoder().decode(R.self, from: data), "\(record.id)" == "\(current.id)"
        else { return current }
        return record
    }

    /// Whether `form` carried the version of the record with `id` it was drawn from: a form
    /// of a record that existed (since deleted), not an address made up.
    public static func wasDrawn<R: Record>(_ type: R.Type, id: R.ID, in form: WebForm) -> Bool {
        guard let text = form.value(fieldName), let data = Data(base64Encoded: text),
            let record = try? JSONDecoder().decode(R.self, from: data)
        else { return false }
        return "\(record.id)" == "\(id)"
    }

    private static func encode<R: Record>(_ record: R) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return ((try? encoder.encode(record)) ?? Data()).base64EncodedString()
    }
}
