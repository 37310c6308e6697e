import Core
import Foundation

/// What a live screen pushes to its page.
public enum LiveUpdate: Sendable, Equatable {
    /// Replace the inside of the element with id `target`.
    case html(target: LiveTarget, HTML)
    /// Go to another page (the entry was deleted, the form was saved).
    case navigate(String)
    /// Show an alert (the seeds' `UIAlertController`).
    case alert(String)
    /// Keeps the connection open, and finds out when the page has gone.
    case ping
    /// The database stopped answering (the page shows "Reconnecting…") or answers again.
    case storage(reachable: Bool)

    /// The update as one Server-Sent Event, numbered `number` (its `id:`, which the page
    /// sends back as `Last-Event-ID` when it reconnects); 0 leaves it unnumbered.
    package func event(number: Int) -> String {
        number > 0 ? "id: \(number)\n" + event : event
    }

    /// The update as one Server-Sent Event.
    package var event: String {
        let payload: [String: String] =
            switch self {
            case .html(let target, let html): ["target": target.id, "html": html.markup]
            case .navigate(let location): ["navigate": location]
            case .alert(let text): ["alert": text]
            case .storage(let reachable): ["storage": reachable ? "back" : "lost"]
            case .ping: [:]
            }
        guard !payload.isEmpty else { return ": ping\n\n" }
        let json = (try? JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])) ?? Data("{}".utf8)
        return "data: \(String(decoding: json, as: UTF8.self))\n\n"
    }
}
