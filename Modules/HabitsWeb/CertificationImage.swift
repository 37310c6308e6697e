import Core
import Habits
import PageKit

/// What stands for a certification in the album and on its edit page: its photo, or for a
/// day imported without one a tile saying so (with the day's `value` on a measured goal).
enum CertificationImage {
    static func thumbnail(_ photo: CertificationPhoto, value: String?, _ request: WebRequest) -> HTML {
        guard let image = photo.image else { return imported(photo, value: value, request) }
        return StoredPhoto.thumbnail(image, alt: "", className: "")
    }

    static func full(_ photo: CertificationPhoto, value: String?, _ request: WebRequest) -> HTML {
        guard let image = photo.image else { return imported(photo, value: value, request) }
        return StoredPhoto.full(image, alt: "")
    }

    /// The tile of a day imported without a photo: its date, that it was imported, and its
    /// value, as text (no stamp over it: there is no photo to stamp).
    static func imported(_ photo: CertificationPhoto, value: String?, _ request: WebRequest) -> HTML {
        let line = value.map { HTML("<span>\($0)</span>") } ?? ""
        return """
            <div class="photo imported"><strong>\(request.text(HabitsWebMessages.dayOfMonth(photo.day)))</strong>\
            <span>\(request.text(HabitsMessages.importedDay))</span>\(line)</div>
            """
    }
}
