import WebKit

/// Every path of Habits's pages, declared once: the plugin registers them, and every
/// link, form action and redirect is built from them, so a mistyped path does not compile.
enum HabitsRoutes {
    static let goals = WebPath("/habits")
    static let album = WebPath("/habits/album")
    static let categories = WebPath("/habits/categories")
    static let deleteCategory = RecordPath("/habits/categories/:id/delete")
    static let newGoal = RecordPath("/habits/categories/:id/goals/new")
    static let renameCategory = RecordPath("/habits/categories/:id/rename")
    static let goal = RecordPath("/habits/goals/:id")
    static let certify = RecordPath("/habits/goals/:id/certify")
    static let deleteGoal = RecordPath("/habits/goals/:id/delete")
    static let editGoal = RecordPath("/habits/goals/:id/edit")
    static let skip = RecordPath("/habits/goals/:id/skip")
    static let editPhoto = RecordPath("/habits/photos/:id/edit")
}
