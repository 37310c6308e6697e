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

/// A page's path naming one record (`/habits/goals/:id`), declared once in its feature's
/// `<Feature>Routes` with the type of the id it takes (`RecordPath<RecordID<Goal>>`):
/// registration matches the template, `path(goal.id)` is the link to one, and another
/// record's id does not compile there.
public struct RecordPath<ID: LosslessStringConvertible & Sendable>: Sendable, Hashable {
    /// The template registration matches, `:id` marking the record's id.
    public let template: String

    public init(_ template: String) {
        precondition(template.contains("/:id"), "a path naming a record: \(template)")
        self.template = template
    }

    /// The path to the record `id`, escaped as one path segment (an id holding `/` or `?`
    /// stays one).
    public func callAsFunction(_ id: ID) -> String {
        let text = id.description
        return template.replacingOccurrences(
            of: ":id", with: text.addingPercentEncoding(withAllowedCharacters: pathSegment) ?? text)
    }
}

/// What a record's id may hold unescaped as one path segment.
private let pathSegment = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;?#"))
