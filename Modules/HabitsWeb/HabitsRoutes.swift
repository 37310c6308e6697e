import Habits
import PageKit
import Persistence

/// Every path of Habits's pages, declared once: the plugin registers them, and every
/// link, form action and redirect is built from them, so a mistyped path does not compile.
enum HabitsRoutes {
    static let goals = WebPath("/habits")
    static let album = WebPath("/habits/album")
    static let categories = WebPath("/habits/categories")
    static let deleteCategory = RecordPath<RecordID<HabitCategory>>("/habits/categories/:id/delete")
    static let newGoal = RecordPath<RecordID<HabitCategory>>("/habits/categories/:id/goals/new")
    static let renameCategory = RecordPath<RecordID<HabitCategory>>("/habits/categories/:id/rename")
    static let goal = RecordPath<RecordID<Goal>>("/habits/goals/:id")
    static let certify = RecordPath<RecordID<Goal>>("/habits/goals/:id/certify")
    static let deleteGoal = RecordPath<RecordID<Goal>>("/habits/goals/:id/delete")
    static let editGoal = RecordPath<RecordID<Goal>>("/habits/goals/:id/edit")
    static let skip = RecordPath<RecordID<Goal>>("/habits/goals/:id/skip")
    static let leave = RecordPath<RecordID<Goal>>("/habits/goals/:id/leave")
    static let editPhoto = RecordPath<RecordID<CertificationPhoto>>("/habits/photos/:id/edit")
}
