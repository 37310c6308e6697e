import Core
import Persistence

/// A photo from the blob store on a page: lists and grids load its thumbnail (made when
/// the photo was stored), a detail page the photo itself.
public enum StoredPhoto {
    /// The square a thumbnail fits in, the size grids reserve for it before it loads.
    static let thumbnailSide = 400

    /// The thumbnail of `key`, loaded when it scrolls near; `alt` names it for a screen
    /// reader (empty when the text beside it already does).
    public static func thumbnail(_ key: BlobKey, alt: String, className: String = "photo") -> HTML {
        """
        <img class="\(className)" src="/thumbnails/\(key.rawValue)" alt="\(alt)" loading="lazy" decoding="async" \
        width="\(thumbnailSide)" height="\(thumbnailSide)">
        """
    }

    /// The photo the page's file input `event` holds, shown by the browser from the file
    /// itself: a re-rendered preview (a stamp's colour tapped) costs a few bytes, never
    /// the photo sent back.
    public static func picked(_ event: LiveEvent, alt: String, className: String = "photo") -> HTML {
        "<img class=\"\(className)\" data-picked=\"\(event: event)\" alt=\"\(alt)\">"
    }

    /// The whole photo, as it was taken: never cropped, as wide as the page allows.
    public static func full(_ key: BlobKey, alt: String) -> HTML {
        "<img class=\"full\" src=\"\(fullSource(key))\" alt=\"\(alt)\">"
    }

    /// The address of the whole photo.
    public static func fullSource(_ key: BlobKey) -> String {
        "/files/\(key.rawValue)"
    }
}
