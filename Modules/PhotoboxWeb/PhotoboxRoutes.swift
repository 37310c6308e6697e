import PageKit
import Photobox

/// Every path of Photobox's pages, declared once: the plugin registers them, and every
/// link, form action and redirect is built from them, so a mistyped path does not compile.
enum PhotoboxRoutes {
    static let topics = WebPath("/photos")
    static let likes = WebPath("/photos/likes")
    static let onboarding = WebPath("/photos/onboarding")
    static let profile = WebPath("/photos/profile")
    static let newProfile = WebPath("/photos/profile/new")
    static let deleteProfile = WebPath("/photos/profile/delete")
    static let random = WebPath("/photos/random")
    static let search = WebPath("/photos/search")
    static let photo = RecordPath<PhotoID>("/photos/:id")
    static let like = RecordPath<PhotoID>("/photos/:id/like")
}
