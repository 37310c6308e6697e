import Core

/// A request the server refuses before a page sees it, with its HTTP status.
public struct WebFailure: Error, Sendable, Equatable {
    /// The HTTP status code.
    public let status: Int
    /// What the page says.
    public let message: Message

    public init(status: Int, message: Message) {
        self.status = status
        self.message = message
    }

    package static let malformedForm = WebFailure(status: 400, message: WebMessages.malformedForm)
    package static let uploadTooLarge = WebFailure(status: 413, message: WebMessages.uploadTooLarge)
    package static let crossSite = WebFailure(status: 403, message: WebMessages.crossSite)
    package static let notFound = WebFailure(status: 404, message: WebMessages.notFound)
    package static let misdirected = WebFailure(status: 421, message: WebMessages.misdirected)
    package static let openedFromElsewhere = WebFailure(status: 200, message: WebMessages.openedFromElsewhere)
    static let undoExpired = WebFailure(status: 410, message: WebMessages.undoExpired)
    package static let sessionGone = WebFailure(status: 404, message: WebMessages.sessionGone)

    /// The status and message for any error a page throws: a user error keeps its message
    /// and gets the status of its kind (never a bare 500 page).
    package static func from(_ error: any Error) -> WebFailure {
        if let failure = error as? WebFailure { return failure }
        let userError = UserError.from(error)
        // A page names what it shows by its id in the address: a missing one is told in
        // words, never by that id.
        if userError.category == .notFound { return WebFailure(status: 404, message: WebMessages.recordGone) }
        let status =
            switch userError.category {
            case .usage, .invalidInput: 400
            case .notFound: 404
            case .permission: 403
            case .unavailable: 502
            case .io: 503
            case .interrupted, .other: 500
            }
        return WebFailure(status: status, message: userError.message)
    }
}
