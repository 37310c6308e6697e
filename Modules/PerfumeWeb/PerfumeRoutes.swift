import PageKit
import Perfume
import Persistence

/// Every path of Perfume's pages, declared once: the plugin registers them, and every
/// link, form action and redirect is built from them, so a mistyped path does not compile.
enum PerfumeRoutes {
    static let journal = WebPath("/perfume")
    static let new = WebPath("/perfume/new")
    static let search = WebPath("/perfume/search")
    static let entry = RecordPath<RecordID<PerfumeEntry>>("/perfume/:id")
    static let edit = RecordPath<RecordID<PerfumeEntry>>("/perfume/:id/edit")
    static let delete = RecordPath<RecordID<PerfumeEntry>>("/perfume/:id/delete")
    static let wish = RecordPath<RecordID<PerfumeEntry>>("/perfume/:id/wish")
    static let claim = RecordPath<RecordID<PerfumeEntry>>("/perfume/:id/claim")
    static let unclaim = RecordPath<RecordID<PerfumeEntry>>("/perfume/:id/unclaim")
    static let received = RecordPath<RecordID<PerfumeEntry>>("/perfume/:id/received")
}
