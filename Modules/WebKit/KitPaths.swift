import Persistence

/// The web kit's own paths (sign-in, Undo, stored files and their copies, live sessions,
/// the app's assets), declared once as each feature's are in its `<Feature>Routes`: what
/// the router matches, what the sign-in gate lets through and what pages link to.
enum KitPaths {
    static let signIn = WebPath("/signin")
    static let signOut = WebPath("/signout")
    static let undo = WebPath("/undo")
    static let manifest = WebPath("/manifest.webmanifest")
    static let serviceWorker = WebPath("/sw.js")
    static let favicon = WebPath("/favicon.ico")
    static let script = WebPath("/assets/mosaic.js")
    static let styleSheet = WebPath("/assets/mosaic.css")
    static let icon = WebPath("/assets/icon.svg")

    /// Folders, each ending in `/`: a stored file, its two copies, the assets, the live sessions.
    static let files = "/files/"
    static let thumbnails = "/\(BlobKey.Copy.thumbnail.rawValue)/"
    static let display = "/\(BlobKey.Copy.display.rawValue)/"
    static let assets = "/assets/"
    static let live = "/live/"
}
