import Core

/// An event a live page sends its session (a keystroke, a tap, a picked photo), and the
/// form field or query value of the same name that a page without JavaScript sends: one
/// value names it in the markup (`data-tap="\(event: .like)"`, `name="\(field: .title)"`),
/// in the session (`session.taps(.like)`) and where a POST or an address is read
/// (`request.form[.title]`, `request.query(.q)`), so a misspelling does not compile. Each
/// feature declares its names once, as `LiveEvent` statics in its web module.
public struct LiveEvent: Sendable, Hashable, CustomStringConvertible {
    /// The name the page posts to (`/live/<session>/<name>`).
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }

    /// The one-time token of a form page (`SubmittedForms`), so a resend does the work once.
    public static let token = LiveEvent("token")
}

/// An element of a live page that its session re-renders: one value names it in the markup
/// (`id="\(target: .results)"`) and in the session (`session.render(…, into: .results)`).
public struct LiveTarget: Sendable, Hashable, CustomStringConvertible {
    /// The element's id.
    public let id: String

    public init(_ id: String) {
        self.id = id
    }

    public var description: String { id }

    /// The page's alert line, where failures show (`renderFailures`).
    public static let failure = LiveTarget("failure")
}

extension HTML.StringInterpolation {
    /// An event's name, for a `data-live`, `data-tap`, `data-submit` or `data-visible` attribute.
    public mutating func appendInterpolation(event: LiveEvent) {
        appendInterpolation(event.name)
    }

    /// A form field's name, for its `name` attribute (read back with `request.form[.name]`).
    public mutating func appendInterpolation(field: LiveEvent) {
        appendInterpolation(field.name)
    }

    /// A re-rendered element's id, for its `id` attribute.
    public mutating func appendInterpolation(target: LiveTarget) {
        appendInterpolation(target.id)
    }
}
