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

    private static func imported(_ photo: CertificationPhoto, value: String?, _ request: WebRequest) -> HTML {
        let line = value.map { HTML("<br>\($0)") } ?? ""
        return "<div class=\"photo imported\" role=\"img\">\(request.text(HabitsMessages.importedDay))\(line)</div>"
    }
}
