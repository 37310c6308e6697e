import AppLibrary
import Core
import WebKit

/// How an app looks on the app pages.
enum AppCards {
    static func card(_ app: StoreApp, _ request: WebRequest) -> HTML {
        let icon: HTML = WebLink.checked(app.iconURL).map { "<img src=\"\($0)\" alt=\"\" referrerpolicy=\"no-referrer\">" } ?? .empty
        return """
            <li class="card"><a href="/apps/\(app.id)">\(icon)<strong>\(app.name)</strong>\
            <p class="muted">\(app.seller ?? "") · \(app.primaryGenre ?? "")</p></a></li>
            """
    }
}
