import AppLibrary
import Core
import PageKit

/// How an app looks on the app pages.
enum AppCards {
    /// A search row as the seed drew it: the icon, the name, one line of the description,
    /// and "받기" or "삭제" as the library has it.
    static func row(_ app: StoreApp, isSaved: Bool, _ request: WebRequest) -> HTML {
        """
        <li class="app-row"><a href="\(AppLibraryRoutes.app(app.id))">\(icon(app, size: 56))<span><strong>\(app.name)</strong>\
        <span class="line muted">\(app.summary ?? app.seller ?? "")</span></span></a>\
        \(toggle(app.id, isSaved: isSaved, request))</li>
        """
    }

    /// "받기" when the app is not in the library, "삭제" when it is (a form of its own, so
    /// it works without JavaScript).
    static func toggle(_ id: AppID, isSaved: Bool, _ request: WebRequest) -> HTML {
        let label = request.text(isSaved ? AppLibraryMessages.delete : AppLibraryMessages.get)
        return ActionForm.html(
            action: AppLibraryRoutes.toggle(id), back: request.pageAddress,
            """
            <button type="submit" class="\(isSaved ? "plain" : "")" data-tap="\(event: .toggle)" data-value="\(id.rawValue)">\(label)</button>
            """)
    }

    /// The app's icon over its first letter, which shows when the icon cannot load.
    static func icon(_ app: StoreApp, size: Int) -> HTML {
        let image: HTML =
            WebLink.checked(app.iconURL).map {
                "<img src=\"\($0)\" alt=\"\" width=\"\(size)\" height=\"\(size)\" loading=\"lazy\" referrerpolicy=\"no-referrer\">"
            } ?? .empty
        return
            "<span class=\"app-icon\" style=\"width:\(size)px;height:\(size)px\" aria-hidden=\"true\">\(String(app.name.prefix(1)))\(image)</span>"
    }
}
