import WebKit

/// Every path of Perfume's pages, declared once: the plugin registers them, and every
/// link, form action and redirect is built from them, so a mistyped path does not compile.
enum PerfumeRoutes {
    static let journal = WebPath("/perfume")
    static let new = WebPath("/perfume/new")
    static let search = WebPath("/perfume/search")
    static let entry = RecordPath<String>("/perfume/:id")
    static let edit = RecordPath<String>("/perfume/:id/edit")
    static let delete = RecordPath<String>("/perfume/:id/delete")
    static let wish = RecordPath<String>("/perfume/:id/wish")
}
