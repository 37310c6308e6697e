import Core
import FeatureContract
import Habits
import Persistence
import WebKit

/// Habits in the browser: categories and goals with their progress, a goal's month
/// calendar, certifying by uploading a photo with a live stamp preview, editing a stamp,
/// and the album by category and month.
public enum HabitsWebPlugin: WebPlugin {
    public static let feature: any Feature.Type = HabitsFeature.self

    public static func register(_ routes: inout WebRoutes) {
        routes.get("/habits", GoalListPage.show)
        routes.get("/habits/album", AlbumTabPage.show)
        routes.post("/habits/categories", GoalListPage.addCategory)
        routes.get("/habits/categories/:id/goals/new", GoalFormPage.create)
        routes.get("/habits/goals/:id/edit", GoalFormPage.edit)
        routes.post("/habits/goals/:id/edit", GoalFormPage.submitEdit)
        routes.post("/habits/categories/:id/goals/new", GoalFormPage.submitCreate)
        routes.get("/habits/goals/:id/delete", HabitsDeletePages.confirmGoal)
        routes.post("/habits/goals/:id/delete", HabitsDeletePages.deleteGoal)
        routes.get("/habits/categories/:id/rename", CategoryRenamePage.show)
        routes.post("/habits/categories/:id/rename", CategoryRenamePage.save)
        routes.get("/habits/categories/:id/delete", HabitsDeletePages.confirmCategory)
        routes.post("/habits/categories/:id/delete", HabitsDeletePages.deleteCategory)
        routes.get("/habits/goals/:id", GoalPage.show)
        routes.get("/habits/goals/:id/certify", CertifyPage.show)
        routes.post("/habits/goals/:id/certify", CertifyPage.submit)
        routes.post("/habits/goals/:id/skip", GoalPage.skip)
        routes.get("/habits/photos/:id/edit", PhotoEditPage.show)
        routes.post("/habits/photos/:id/edit", PhotoEditPage.save)
    }
}
