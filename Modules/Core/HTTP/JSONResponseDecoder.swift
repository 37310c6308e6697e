import Foundation

/// Decodes API bodies and turns a `DecodingError` into `APIError.decoding` naming the
/// field that failed (`results[3].trackId`), so a user can report what went wrong.
public struct JSONResponseDecoder: Sendable {
    public init() {}

    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(APIError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw .decoding(field: Self.fieldPath(of: error))
        } catch {
            throw .decoding(field: "(body)")
        }
    }

    /// The path of the field a decoding error is about, like `results[3].trackId`.
    public static func fieldPath(of error: DecodingError) -> String {
        let (path, key): ([any CodingKey], (any CodingKey)?) =
            switch error {
            case .keyNotFound(let key, let context): (context.codingPath, key)
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                (context.codingPath, nil)
            @unknown default: ([], nil)
            }
        let keys = path + (key.map { [$0] } ?? [])
        guard !keys.isEmpty else { return "(body)" }
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}
