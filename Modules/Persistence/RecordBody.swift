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
}
