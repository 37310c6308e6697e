import Core
import Foundation
import PageKit
import Photobox

/// How photos, hearts, colour chips, avatars and the tab bar look on the photo pages.
enum PhotoCards {
    /// A card of a grid or row: the image, the star badge with the like count, the heart.
    static func card(_ card: PhotoCard, _ request: WebRequest) -> HTML {
        let photo = card.photo
        return """
            <li class="card"><a href="\(PhotoboxRoutes.photo(photo.id))">\(image(photo.smallURL ?? photo.regularURL, alt: photo))</a>\
            <div class="meta">★ \((photo.likes ?? 0).grouped) \(heart(photo.id, isLiked: card.isLiked, request))</div>\(credit(photo.owner))</li>
            """
    }

    /// The heart that toggles the like of `id` (a form of its own, so it works without JavaScript).
    static func heart(_ id: PhotoID, isLiked: Bool, _ request: WebRequest, event: LiveEvent = .like) -> HTML {
        ActionForm.html(
            action: PhotoboxRoutes.like(id), back: request.pageAddress,
            """
            <button type="submit" class="heart" data-tap="\(event: event)" data-value="\(id.rawValue)" aria-pressed="\(isLiked ? "true" : "false")" \
            title="\(request.text(PhotoboxWebMessages.like))" aria-label="\(request.text(PhotoboxWebMessages.like))">\(isLiked ? "♥" : "♡")</button>
            """)
    }

    /// A hotlinked Unsplash image, as the API guidelines ask, named by its description (or
    /// its credit when it has none: the image is a link's only content).
    static func image(_ url: URL?, alt photo: UnsplashPhoto, className: String = "photo") -> HTML {
        """
        <img class="\(className)" src="\(WebLink.checked(url)?.absoluteString ?? "")" alt="\(name(of: photo))" \
        loading="lazy" referrerpolicy="no-referrer">
        """
    }

    /// What a photo is called to a screen reader: its description, else its credit.
    static func name(of photo: UnsplashPhoto) -> String {
        photo.description ?? photo.altDescription ?? PhotoCredit(owner: photo.owner).text
    }

    /// "Photo by NAME on Unsplash", the name linking to the photographer and "Unsplash" to
    /// Unsplash, with the referral tags the API guidelines ask for.
    static func credit(_ owner: PhotoOwner) -> HTML {
        let credit = PhotoCredit(owner: owner)
        return """
            <p class="credit muted">Photo by <a href="\(credit.photographerURL)" rel="noopener">\(credit.name)</a> \
            on <a href="\(credit.unsplashURL)" rel="noopener">Unsplash</a></p>
            """
    }

    /// The colour chips; the picked one is on, and tapping it again clears the filter.
    static func colorChips(selected: PhotoColor?, _ request: WebRequest) -> HTML {
        let chips = PhotoColor.allCases.map { color -> HTML in
            """
            <li><a class="chip\(color == selected ? " on" : "")" href="\(request.address(setting: "color", to: color == selected ? nil : color.rawValue))" \
            data-tap="\(event: .color)" data-url="color" data-value="\(color.rawValue)"\(color == selected ? HTML(trusted: " aria-current=\"true\"") : .empty)>\
            \(request.text(color.title))</a></li>
            """
        }
        return "<ul class=\"chips\">\(chips)</ul>"
    }

    /// The toast after a heart tap: green when it worked, red with the reason.
    static func toast(_ toast: LikeToast, _ request: WebRequest) -> HTML {
        "<p class=\"rule \(toast.isFailure ? "bad" : "ok")\" role=\"status\">\(request.text(toast.message))</p>"
    }

    /// One of the 12 bundled avatars, drawn (the seed's images are not part of the app), named
    /// `label` for a screen reader; without one it is decoration beside its words.
    static func avatar(_ avatar: ProfileAvatar?, size: Int = 48, label: String? = nil) -> HTML {
        guard let avatar else { return .empty }
        let hue = avatar.number * 30
        let name: HTML = label.map { "role=\"img\" aria-label=\"\($0)\"" } ?? "aria-hidden=\"true\""
        return """
            <svg width="\(size)" height="\(size)" viewBox="0 0 48 48" \(name)>\
            <circle cx="24" cy="24" r="23" fill="hsl(\(hue),70%,75%)" stroke="#c2410c" stroke-width="2"/>\
            <circle cx="24" cy="19" r="8" fill="#fff"/><path d="M10 40c3-9 25-9 28 0" fill="#fff"/></svg>
            """
    }

    /// The seed's four tabs and the avatar that opens the profile.
    /// The tabs (토픽, 랜덤, 검색, 좋아요), the open one marked, and the profile's avatar.
    static func tabs(_ profile: Profile, _ request: WebRequest) -> HTML {
        let tabs: [(path: String, title: Message)] = [
            (PhotoboxRoutes.topics.path, PhotoboxWebMessages.topicTab),
            (PhotoboxRoutes.random.path, PhotoboxWebMessages.randomTitle),
            (PhotoboxRoutes.search.path, PhotoboxWebMessages.searchTab),
            (PhotoboxRoutes.likes.path, PhotoboxWebMessages.likesTab),
        ]
        let chips = tabs.map { tab -> HTML in
            tab.path == request.path
                ? "<a class=\"chip on\" href=\"\(tab.path)\" aria-current=\"page\">\(request.text(tab.title))</a>"
                : "<a class=\"chip\" href=\"\(tab.path)\">\(request.text(tab.title))</a>"
        }
        return """
            <nav class="chips">\(HTML(joining: chips))\
            <a class="profile-link" href="\(PhotoboxRoutes.profile.path)" title="\(profile.nickname)">\(avatar(profile.avatar, size: 32, label: profile.nickname))</a></nav>
            """
    }
}
