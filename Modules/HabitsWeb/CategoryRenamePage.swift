import Core
import FeatureContract
import Habits
import PageKit

/// Renaming a category: a plain form (it works with JavaScript off) checked by the same
/// rule as adding one (not empty, no duplicate); a problem shows above it, the text kept.
struct CategoryRenamePage {
    /// Categories, goals and certifications.
    let habits: Provided<HabitsRepository>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let category = try await habits().category(try request.recordID(HabitsRoutes.renameCategory))
        return await page(category, title: category.title, problem: nil, request)
    }

    /// POST: renames and returns to the goal list, or shows the form again with why not.
    @Sendable func save(_ request: WebRequest) async throws -> WebResponse {
        let repository = try habits()
        let category = try await repository.category(try request.recordID(HabitsRoutes.renameCategory))
        do {
            _ = try await repository.renameCategory(category.id, to: request.form[.title])
        } catch let error as UserError where error.category == .invalidInput {
            return await page(category, title: request.form[.title], problem: error.message, request)
        }
        return .redirect(HabitsRoutes.goals.path)
    }

    func page(_ category: HabitCategory, title: String, problem: Message?, _ request: WebRequest) async -> WebResponse {
        let audience = await AudienceField.html(request, HabitCategory.self, id: category.id, session: nil)
        return .page(
            title: "\(category.title) · \(request.text(HabitsWebMessages.renameCategory))",
            body: """
                <form method="post" action="\(HabitsRoutes.renameCategory(category.id))" class="stack">
                \(problem.map { FailureLine.html($0, request.language) })
                <label>\(request.text(HabitsWebMessages.title))<input name="\(field: .title)" value="\(title)" required></label>
                \(audience)
                <p><button type="submit">\(request.text(HabitsWebMessages.save))</button> \
                <a class="button plain" href="\(HabitsRoutes.goals.path)">\(request.text(HabitsWebMessages.cancel))</a></p>
                </form>
                """)
    }
}
