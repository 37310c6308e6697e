import Persistence

/// The web kit's own paths (sign-in, Undo, stored files and their copies, live sessions,
/// the app's assets), declared once as each feature's are in its `<Feature>Routes`: what
/// the router matches, what the sign-in gate lets through and what pages link to.
package enum KitPaths {
    package static let signIn = WebPath("/signin")
    package static let signOut = WebPath("/signout")
    package static let account = WebPath("/account")
    /// Where a record page's own audience form posts (`AudienceField.form`).
    package static let audience = WebPath("/audience")
    /// The signed-in member's data, as one file (내 데이터 내려받기).
    package static let myData = WebPath("/account/data")
    package static let members = WebPath("/members")
    /// Followed by a member's calendar token and `.ics`: opens without a sign-in (calendar
    /// apps cannot sign in; the token is the key).
    package static let calendar = "/calendar/"
    /// Where a member asks for a new calendar address (the old one stops).
    package static let newCalendarAddress = WebPath("/account/calendar")
    /// Followed by an invitation's token.
    package static let invitations = "/invite/"
    package static let undo = WebPath("/undo")
    package static let manifest = WebPath("/manifest.webmanifest")
    package static let serviceWorker = WebPath("/sw.js")
    package static let favicon = WebPath("/favicon.ico")
    package static let script = WebPath("/assets/mosaic.js")
    package static let styleSheet = WebPath("/assets/mosaic.css")
    package static let icon = WebPath("/assets/icon.svg")

    /// Folders, each ending in `/`: a stored file, its two copies, the assets, the live sessions.
    package static let files = "/files/"
    package static let thumbnails = "/\(BlobKey.Copy.thumbnail.rawValue)/"
    package static let display = "/\(BlobKey.Copy.display.rawValue)/"
    package static let assets = "/assets/"
    package static let live = "/live/"
}
