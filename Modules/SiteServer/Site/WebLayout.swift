import Core
import PageKit

/// The chrome around every page: the document head, the navigation to each feature (a
/// tab bar along the bottom on a phone, the current one marked) and the script that
/// connects a live screen.
struct WebLayout: Sendable {
    /// The features' names and titles, in the navigation's order.
    let features: [(name: String, title: Message)]

    /// `path` marks the feature the page belongs to in the navigation.
    /// `signedIn` adds a sign-out button to the header, after `member`'s name when given;
    /// `tabs: false` (the sign-in and invitation pages) leaves out the features' tabs, which
    /// would only lead back to signing in.
    func page(
        title: String, body: HTML, session: LiveSession?, language: Language, path: String = "",
        signedIn: Bool = false, member: String? = nil, tabs: Bool = true
    ) -> HTML {
        let links = features.map { feature -> HTML in
            let current = path == "/\(feature.name)" || path.hasPrefix("/\(feature.name)/")
            return
                "<a href=\"/\(feature.name)\"\(current ? HTML(trusted: " aria-current=\"page\"") : .empty)>\(feature.title.text(language))</a>"
        }
        // The upload limit and its sentence, so the script refuses a too-large photo before
        // sending 20 MB for nothing.
        let sessionAttribute: HTML =
            session.map {
                " data-session=\"\($0.id)\" data-upload-limit=\"\(WebLimits.uploadBytes)\" data-too-large=\"\(WebMessages.uploadTooLarge.text(language))\""
                    + " data-reconnecting=\"\(WebMessages.reconnecting.text(language))\""
                    + " data-offline=\"\(WebMessages.offline.text(language))\""
                    + " data-offline-refused=\"\(WebMessages.offlineRefused.text(language))\""
            } ?? .empty
        let who: HTML =
            member.map {
                "<a class=\"member\" href=\"\(KitPaths.account.path)\" title=\"\(SignInMessages.signedInAs($0).text(language))\">\($0)</a>"
            } ?? .empty
        let signOut: HTML =
            signedIn
            ? "<form method=\"post\" action=\"\(KitPaths.signOut.path)\" class=\"signout\">\(who)<button type=\"submit\">\(SignInMessages.signOut.text(language))</button></form>"
            : .empty
        let nav: HTML = "<nav class=\"tabs\" aria-label=\"\(WebMessages.apps.text(language))\">\(links)</nav>"
        let home = WebMessages.home.text(language)
        // The home page is titled once ("Mosaic"), every other page "Journal · Mosaic".
        let documentTitle = title == home ? home : "\(title) · \(home)"
        return """
            <!doctype html>
            <html lang="\(language == .korean ? "ko" : "en")">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(documentTitle)</title>
            <meta name="theme-color" content="#c2410c">
            <link rel="icon" href="\(KitPaths.icon.path)" type="image/svg+xml">
            <link rel="manifest" href="\(KitPaths.manifest.path)"><link rel="apple-touch-icon" href="\(KitPaths.assets)icon-192.png">
            <link rel="stylesheet" href="\(KitPaths.styleSheet.path)?v=\(WebAssets.version)">
            <script src="\(KitPaths.script.path)?v=\(WebAssets.version)" defer></script>
            </head>
            <body\(sessionAttribute)>
            <p id="connection" class="connection" aria-live="polite" hidden></p>
            <header class="top"><a href="/" class="home">\(WebMessages.home.text(language))</a>\
            \(tabs ? nav : .empty)\(signOut)</header>
            <main>
            <h1>\(title)</h1>
            \(body)
            </main>
            <dialog id="alert"><p id="alert-text"></p><form method="dialog"><button>\(WebMessages.ok.text(language))</button></form></dialog>
            </body>
            </html>
            """
    }
}
