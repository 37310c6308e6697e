import Core
import Persistence

/// A photo from the blob store on a page: lists and grids load its thumbnail (made when
/// the photo was stored), a detail page its display copy (at most 1600 px, the thumbnail
/// on a small screen), and the photo itself only when the person asks for it.
public enum StoredPhoto {
    /// The square a thumbnail fits in, the size grids reserve for it before it loads.
    static let thumbnailSide = BlobKey.Copy.thumbnail.side

    /// The thumbnail of `key`, loaded when it scrolls near; `alt` names it for a screen
    /// reader (empty when the text beside it already does).
    public static func thumbnail(_ key: BlobKey, alt: String, className: String = "photo") -> HTML {
        """
        <img class="\(className)" src="\(KitPaths.thumbnails)\(key.rawValue)" alt="\(alt)" loading="lazy" decoding="async" \
        width="\(thumbnailSide)" height="\(thumbnailSide)">
        """
    }

    /// The photo the page's file input `event` holds, shown by the browser from the file
    /// itself: a re-rendered preview (a stamp's colour tapped) costs a few bytes, never
    /// the photo sent back.
    public static func picked(_ event: LiveEvent, alt: String, className: String = "photo") -> HTML {
        "<img class=\"\(className)\" data-picked=\"\(event: event)\" alt=\"\(alt)\">"
    }

    /// The whole photo, never cropped, as wide as the page allows: the browser picks the
    /// thumbnail or the display copy for the screen's width and density, never the original.
    public static func full(_ key: BlobKey, alt: String) -> HTML {
        let thumbnail = "/\(BlobKey.Copy.thumbnail.rawValue)/\(key.rawValue)"
        let display = "/\(BlobKey.Copy.display.rawValue)/\(key.rawValue)"
        return """
            <img class="full" src="\(display)" srcset="\(thumbnail) \(BlobKey.Copy.thumbnail.side)w, \
            \(display) \(BlobKey.Copy.display.side)w" sizes="(min-width: 960px) 928px, 100vw" alt="\(alt)" decoding="async">
            """
    }

    /// A link to the photo as it was stored ("원본 보기"), for the person who wants its every byte.
    public static func originalLink(_ key: BlobKey, _ request: WebRequest) -> HTML {
        "<p class=\"original\"><a href=\"\(fullSource(key))\">\(request.text(WebMessages.originalPhoto))</a></p>"
    }

    /// The address of the whole photo.
    public static func fullSource(_ key: BlobKey) -> String {
        KitPaths.files + key.rawValue
    }
}
