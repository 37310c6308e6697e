/// An error meant for the person at the terminal: a message in their language and the
/// category that decides the exit code. Features throw these (or errors convertible to
/// them); the command line prints the message and exits with the category's code.
public struct UserError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: Message
    public let category: ExitCategory
    /// More lines shown under the message (candidates of an ambiguous id, every failing rule).
    public let details: [Message]

    public init(_ message: Message, category: ExitCategory, details: [Message] = []) {
        self.message = message
        self.category = category
        self.details = details
    }

    public var description: String { message.english }
}

/// An error that knows how to present itself to the user.
public protocol UserErrorConvertible: Error {
    /// The message and exit category for this error.
    var userError: UserError { get }
}

extension UserError: UserErrorConvertible {
    public var userError: UserError { self }
}
