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
        routes.get(HabitsRoutes.goals, GoalListPage.show)
        routes.get(HabitsRoutes.album, AlbumTabPage.show)
        routes.post(HabitsRoutes.categories, GoalListPage.addCategory)
        routes.get(HabitsRoutes.newGoal, GoalFormPage.create)
        routes.get(HabitsRoutes.editGoal, GoalFormPage.edit)
        routes.post(HabitsRoutes.editGoal, GoalFormPage.submitEdit)
        routes.post(HabitsRoutes.newGoal, GoalFormPage.submitCreate)
        routes.get(HabitsRoutes.deleteGoal, HabitsDeletePages.confirmGoal)
        routes.post(HabitsRoutes.deleteGoal, HabitsDeletePages.deleteGoal)
        routes.get(HabitsRoutes.renameCategory, CategoryRenamePage.show)
        routes.post(HabitsRoutes.renameCategory, CategoryRenamePage.save)
        routes.get(HabitsRoutes.deleteCategory, HabitsDeletePages.confirmCategory)
        routes.post(HabitsRoutes.deleteCategory, HabitsDeletePages.deleteCategory)
        routes.get(HabitsRoutes.goal, GoalPage.show)
        routes.get(HabitsRoutes.certify, CertifyPage.show)
        routes.post(HabitsRoutes.certify, CertifyPage.submit)
        routes.post(HabitsRoutes.skip, GoalPage.skip)
        routes.get(HabitsRoutes.editPhoto, PhotoEditPage.show)
        routes.post(HabitsRoutes.editPhoto, PhotoEditPage.save)
    }
}
