import Core
import FeatureContract
import Habits
import PageKit

/// Deleting a goal or a category (with its goals) after the seed's "정말 삭제하시겠습니까?",
/// then the goal list with Undo, which puts back the records and their photos.
struct HabitsDeletePages {
    /// Categories, goals and certifications.
    let habits: Provided<HabitsRepository>

    @Sendable func confirmGoal(_ request: WebRequest) async throws -> WebResponse {
        let goal = try await habits().goal(try request.recordID(HabitsRoutes.goal))
        return DeletePages.confirm(
            HabitsMessages.confirmDelete, subject: goal.title, action: HabitsRoutes.deleteGoal(goal.id),
            cancel: HabitsRoutes.goal(goal.id), request)
    }

    @Sendable func deleteGoal(_ request: WebRequest) async throws -> WebResponse {
        let repository = try habits()
        let removal = try await repository.removal(ofGoal: try request.recordID(HabitsRoutes.deleteGoal))
        let goal = try await repository.deleteGoal(try request.recordID(HabitsRoutes.deleteGoal))
        return DeletePages.deleted(HabitsMessages.goalDeleted(goal.title), goTo: HabitsRoutes.goals.path, request) {
            try await repository.restore(removal)
            return HabitsRoutes.goal(goal.id)
        }
    }

    @Sendable func confirmCategory(_ request: WebRequest) async throws -> WebResponse {
        let repository = try habits()
        let category = try await repository.category(try request.recordID(HabitsRoutes.renameCategory))
        let goals = try await repository.goals(in: category.id).count
        let subject =
            goals == 0
            ? category.title : "\(category.title) — \(request.text(HabitsMessages.categoryDeleteWarning(goals: goals)))"
        return DeletePages.confirm(
            HabitsMessages.confirmDelete, subject: subject, action: HabitsRoutes.deleteCategory(category.id),
            cancel: HabitsRoutes.goals.path, request)
    }

    @Sendable func deleteCategory(_ request: WebRequest) async throws -> WebResponse {
        let repository = try habits()
        let category = try await repository.category(try request.recordID(HabitsRoutes.renameCategory))
        let removal = try await repository.removal(ofCategory: category.id)
        let goals = try await repository.deleteCategory(category.id, cascade: true)
        return DeletePages.deleted(
            HabitsMessages.categoryDeleted(category.title, goals: goals), goTo: HabitsRoutes.goals.path, request
        ) {
            try await repository.restore(removal)
            return HabitsRoutes.goals.path
        }
    }
}
