import Core
import PageKit

/// The line above a sign-in, account, invitation or members form: what went wrong (an
/// alert, read out at once) or what was done (a status).
enum SignInNotice {
    /// `problem` as an alert, else `done` as a status, else nothing.
    static func html(problem: Message?, done: HTML? = nil, _ language: Language) -> HTML {
        if let problem { return "<p class=\"error\" role=\"alert\">\(problem.text(language))</p>" }
        return done ?? .empty
    }

    /// `message` as a status line.
    static func status(_ message: Message, _ language: Language) -> HTML {
        "<p role=\"status\">\(message.text(language))</p>"
    }
}
