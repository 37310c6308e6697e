import Foundation

/// What is wrong with a stored record that no longer decodes, in words a person can act
/// on: which field, and whether it is missing or of the wrong kind.
enum DecodingProblem {
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "it is not valid" }
        switch error {
        case .keyNotFound(let key, let context):
            return "the field '\(path(context.codingPath + [key]))' is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "the field '\(path(context.codingPath))' has a value of the wrong kind"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "it is not valid JSON" : "the field '\(path(context.codingPath))' is not valid"
        @unknown default:
            return "it is not valid"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
