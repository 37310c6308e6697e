import Core
import Habits
import WebKit

/// Deleting a goal or a category (with its goals) after the seed's "정말 삭제하시겠습니까?",
/// then the goal list with Undo, which puts back the records and their photos.
enum HabitsDeletePages {
    @Sendable static func confirmGoal(_ request: WebRequest) async throws -> WebResponse {
        let goal = try await request.habits.goal(request.parameter("id"))
        return DeletePages.confirm(
            HabitsMessages.confirmDelete, subject: goal.title, action: "/habits/goals/\(goal.id)/delete",
            cancel: "/habits/goals/\(goal.id)", request)
    }

    @Sendable static func deleteGoal(_ request: WebRequest) async throws -> WebResponse {
        let repository = try request.habits
        let removal = try await repository.removal(ofGoal: request.parameter("id"))
        let goal = try await repository.deleteGoal(request.parameter("id"))
        return DeletePages.deleted(HabitsMessages.goalDeleted(goal.title), goTo: "/habits", request) {
            try await repository.restore(removal)
            return "/habits/goals/\(goal.id)"
        }
    }

    @Sendable static func confirmCategory(_ request: WebRequest) async throws -> WebResponse {
        let repository = try request.habits
        let category = try await repository.category(request.parameter("id"))
        let goals = try await repository.goals(in: category.id).count
        let subject =
            goals == 0
            ? category.title : "\(category.title) — \(request.text(HabitsMessages.categoryDeleteWarning(goals: goals)))"
        return DeletePages.confirm(
            HabitsMessages.confirmDelete, subject: subject, action: "/habits/categories/\(category.id)/delete",
            cancel: "/habits", request)
    }

    @Sendable static func deleteCategory(_ request: WebRequest) async throws -> WebResponse {
        let repository = try request.habits
        let category = try await repository.category(request.parameter("id"))
        let removal = try await repository.removal(ofCategory: category.id)
        let goals = try await repository.deleteCategory(category.id, cascade: true)
        return DeletePages.deleted(
            HabitsMessages.categoryDeleted(category.title, goals: goals), goTo: "/habits", request
        ) {
            try await repository.restore(removal)
            return "/habits"
        }
    }
}
