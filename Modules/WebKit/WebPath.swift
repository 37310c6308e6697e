import Foundation

/// A page's path without a parameter (`/market`), declared once in its feature's
/// `<Feature>Routes`: registration matches it, and every link, form action and redirect
/// names it, so a mistyped path does not compile.
public struct WebPath: Sendable, Hashable {
    /// The path.
    public let path: String

    public init(_ path: String) {
        precondition(path.hasPrefix("/") && !path.contains(":"), "a path without a parameter: \(path)")
        self.path = path
    }
}

/// A page's path naming one record (`/market/:id`), declared once in its feature's
/// `<Feature>Routes`: registration matches the template, and `path(id)` is the link to one.
public struct RecordPath: Sendable, Hashable {
    /// The template registration matches, `:id` marking the record's id.
    public let template: String

    public init(_ template: String) {
        precondition(template.contains("/:id"), "a path naming a record: \(template)")
        self.template = template
    }

    /// The path to the record `id`, escaped as one path segment (an id holding `/` or `?`
    /// stays one).
    public func callAsFunction(_ id: String) -> String {
        template.replacingOccurrences(
            of: ":id", with: id.addingPercentEncoding(withAllowedCharacters: Self.segment) ?? id)
    }

    private static let segment = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;?#"))
}
