import Core
import FeatureContract
import Habits
import PageKit
import Persistence

/// Habits in the browser: categories and goals with their progress, a goal's month
/// calendar, certifying by uploading a photo with a live stamp preview, editing a stamp,
/// and the album by category and month.
public enum HabitsWebPlugin: WebPlugin {
    public static let feature: any Feature.Type = HabitsFeature.self

    public static func register(_ routes: inout WebRoutes, _ dependencies: FeatureDependencies) {
        let habits = Provided(dependencies, HabitsRepository.init)
        let list = GoalListPage(habits: habits, clock: dependencies.clock)
        let form = GoalFormPage(habits: habits, clock: dependencies.clock)
        let deletes = HabitsDeletePages(habits: habits)
        let rename = CategoryRenamePage(habits: habits)
        let goal = GoalPage(habits: habits)
        let certify = CertifyPage(habits: habits, clock: dependencies.clock, dates: dependencies.dates)
        let photo = PhotoEditPage(habits: habits, clock: dependencies.clock, dates: dependencies.dates)
        routes.get(HabitsRoutes.goals, list.show)
        routes.get(HabitsRoutes.album, AlbumTabPage(habits: habits, dates: dependencies.dates).show)
        routes.post(HabitsRoutes.categories, list.addCategory)
        routes.get(HabitsRoutes.newGoal, form.create)
        routes.get(HabitsRoutes.editGoal, form.edit)
        routes.post(HabitsRoutes.editGoal, form.submitEdit)
        routes.post(HabitsRoutes.newGoal, form.submitCreate)
        routes.get(HabitsRoutes.deleteGoal, deletes.confirmGoal)
        routes.post(HabitsRoutes.deleteGoal, deletes.deleteGoal)
        routes.get(HabitsRoutes.renameCategory, rename.show)
        routes.post(HabitsRoutes.renameCategory, rename.save)
        routes.get(HabitsRoutes.deleteCategory, deletes.confirmCategory)
        routes.post(HabitsRoutes.deleteCategory, deletes.deleteCategory)
        routes.get(HabitsRoutes.goal, goal.show)
        routes.get(HabitsRoutes.certify, certify.show)
        routes.post(HabitsRoutes.certify, certify.submit)
        routes.post(HabitsRoutes.skip, goal.skip)
        routes.post(HabitsRoutes.leave, goal.leave)
        routes.get(HabitsRoutes.editPhoto, photo.show)
        routes.post(HabitsRoutes.editPhoto, photo.save)
    }
}
