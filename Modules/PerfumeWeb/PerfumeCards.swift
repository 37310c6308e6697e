import Core
import FeatureContract
import PageKit
import Perfume

/// How an entry looks on the journal's pages.
enum PerfumeCards {
    /// The grid of test strips, or the seed's empty line.
    static func grid(
        _ entries: [PerfumeEntry], empty: Message?, _ request: WebRequest, marks: [String: SharingMarks.Mark] = [:]
    ) -> HTML {
        if let empty { return "<p class=\"hint\">\(request.text(empty))</p>" }
        let cards = entries.map { card($0, shared: SharingBadge.html(marks[$0.storageID], request)) }
        return "<ul class=\"grid\">\(cards)</ul>"
    }

    static func card(_ entry: PerfumeEntry, shared: HTML = .empty) -> HTML {
        """
        <li class="card"><a href="\(PerfumeRoutes.entry(entry.id))">\(photo(entry))<strong>\(entry.brand)</strong><br>\(entry.name)\
        \(entry.wished ? " ♥" : "")\(shared)</a></li>
        """
    }

    /// The strip's photo, or a tile with the brand's first letter where it has none, so
    /// the grid keeps its rhythm.
    static func photo(_ entry: PerfumeEntry) -> HTML {
        guard let key = entry.photo else {
            return "<span class=\"photo placeholder\" aria-hidden=\"true\">\(String(entry.brand.prefix(1)))</span>"
        }
        return StoredPhoto.thumbnail(key, alt: "")
    }

    /// A search result row: "brand name", the sentence and the notes.
    static func row(_ entry: PerfumeEntry) -> HTML {
        """
        <li class="card"><a href="\(PerfumeRoutes.entry(entry.id))"><strong>\(entry.brand) \(entry.name)</strong>\
        <p>\(entry.sentence)</p><p class="muted">\(entry.notes ?? "")</p></a></li>
        """
    }
}
