import Core
import Foundation

/// A record as the stores keep it: its JSON body. Both engines encode through here, so a
/// record either engine would refuse is refused by both alike.
public enum RecordBody {
    /// `record`'s JSON; refused (`PersistenceError.nulCharacter`) when any of its text holds
    /// U+0000 (PostgreSQL's `jsonb` cannot store it), and `undecodable` when it cannot be encoded.
    public static func encode<R: Record>(_ record: R, with encoder: JSONEncoder) throws -> Data {
        let data: Data
        do {
            data = try encoder.encode(record)
        } catch {
            throw PersistenceError.undecodable(collection: R.collection, id: record.storageID, reason: "\(error)")
        }
        if holdsEscapedNUL(data) { throw PersistenceError.nulCharacter }
        return data
    }

    /// Whether JSON text holds `\u0000`: an escape, not a literal backslash before `u0000`
    /// (an even run of backslashes is literal ones).
    static func holdsEscapedNUL(_ json: Data) -> Bool {
        let escape = Array("u0000".utf8)
        return json.withUnsafeBytes { bytes in
            var backslashes = 0
            for index in bytes.indices {
                if bytes[index] == UInt8(ascii: "\\") {
                    backslashes += 1
                    continue
                }
                if backslashes % 2 == 1, bytes[index] == escape[0], index + 5 <= bytes.count,
                    Array(bytes[index..<index + 5]) == escape
                {
                    return true
                }
                backslashes = 0
            }
            return false
        }
    }

    /// Refuses a save by someone other than its owner that changes one of the record type's
    /// `ownersFields` (a wish is the wisher's own): `stored` is the body saved now.
    public static func checkOwnersFields<R: Record>(of type: R.Type, stored: String, new: Data) throws {
        let paths = R.ownersFields.map { $0.path.split(separator: ".").map(String.init) }
        guard !paths.isEmpty,
            let old = try? JSONSerialization.jsonObject(with: Data(stored.utf8)) as? [String: Any],
            let new = try? JSONSerialization.jsonObject(with: new) as? [String: Any]
        else { return }
        for path in paths where !equal(value(at: path, in: old), value(at: path, in: new)) {
            throw UserError(PersistenceMessages.ownersOwn, category: .invalidInput)
        }
    }

    private static func value(at path: [String], in object: [String: Any]) -> Any? {
        var current: Any? = object
        for key in path { current = (current as? [String: Any])?[key] }
        return current
    }

    private static func equal(_ left: Any?, _ right: Any?) -> Bool {
        switch (left, right) {
        case (nil, nil): true
        case (let left as NSObject, let right as NSObject): left.isEqual(right)
        default: false
        }
    }
}
