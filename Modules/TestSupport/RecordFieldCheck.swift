import Foundation
import Persistence

/// Checks a record's declared fields against what it stores: a field that a sample with
/// every optional value set does not encode would index nothing and match nothing.
public enum RecordFieldCheck {
    /// The indexed and searched fields of `R` missing from `sample`'s encoded body.
    public static func missing<R: Record>(in sample: R) throws -> [String] {
        let body = try JSONSerialization.jsonObject(with: JSONEncoder().encode(sample))
        return (R.indexedFields + R.compoundIndexes.joined().map(\.field) + R.fullTextFields).map(\.path).filter {
            path in
            var value: Any? = body
            for key in path.split(separator: ".") { value = (value as? [String: Any])?[String(key)] }
            return value == nil || value is NSNull
        }
    }
}
