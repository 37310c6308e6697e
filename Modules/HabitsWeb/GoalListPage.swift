import Core
import FeatureContract
import Habits
import PageKit

/// The goal list: each category with its goals and their progress, live
/// (`GoalListViewModel`), and the category sheet with its live duplicate warning
/// (`CategoryAddViewModel`).
struct GoalListPage {
    /// Categories, goals and certifications.
    let habits: Provided<HabitsRepository>
    /// The clock its view-model's timers run on.
    let clock: any Clock<Duration>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        try await page(request, typed: "", failure: nil)
    }

    /// POST (JavaScript off): adds the category by the same rule (not empty, no duplicate)
    /// and returns to the list, or shows the list again with why not, the name kept.
    @Sendable func addCategory(_ request: WebRequest) async throws -> WebResponse {
        let title = request.form[.category]
        do {
            let repository = try habits()
            _ = try await request.submittedForms.once(request.form.value(.token)) {
                _ = try await repository.addCategory(title)
                return HabitsRoutes.goals.path
            }
        } catch let error as UserError where error.category == .invalidInput {
            return try await page(request, typed: title, failure: error.message)
        }
        return .redirect(HabitsRoutes.goals.path)
    }

    private func page(_ request: WebRequest, typed: String, failure: Message?) async throws -> WebResponse {
        let repository = try habits()
        let session = request.openSession()
        let list = session.transform(GoalListViewModel(repository: repository), .init())
        let sheet = session.transform(
            CategoryAddViewModel(repository: repository, clock: clock),
            .init(title: session.events(.category), save: session.taps(.addCategory)))
        session.on(sheet.saved) { _ in .navigate(HabitsRoutes.goals.path) }
        session.renderFailures(list.failure)
        session.renderFailures(sheet.failure)
        let sharing = request.dependencies.sharing
        let marked = list.sections.map { sections in
            (sections, await sharing.marks(for: sections.flatMap { $0.goals.map(\.goal) }))
        }
        let goals = await session.renderFirst(marked, into: .sections) { Self.sections($0, request, marks: $1) }
        let add = await session.renderFirst(sheet.state.startWith(CategoryAddState()), into: .categorySheet) {
            Self.categorySheet($0, request)
        }
        let label = request.text(HabitsWebMessages.addCategory)
        let audience = await AudienceField.html(request, HabitCategory.self, id: nil, session: session)
        return .page(
            title: request.text(HabitsWebMessages.goalsTitle),
            body: """
                \(DeletePages.notice(request))
                <p><a href="\(HabitsRoutes.album.path)">\(request.text(HabitsWebMessages.albumTitle))</a></p>
                <div id="\(target: .failure)">\(failure.map { FailureLine.html($0, request.language) })</div>
                <div id="\(target: .sections)">\(goals)</div>
                <h2>\(label)</h2>
                <form method="post" action="\(HabitsRoutes.categories.path)" class="stack">
                <input type="hidden" name="\(field: .token)" value="\(SubmittedForms.newToken())">
                <input name="\(field: .category)" data-live="\(event: .category)" aria-label="\(label)" placeholder="\(label)" value="\(typed)">
                \(audience)
                <div id="\(target: .categorySheet)">\(add)</div></form>
                """, session: session)
    }

    static func sections(
        _ sections: [GoalListSection], _ request: WebRequest, marks: [String: SharingMarks.Mark] = [:]
    ) -> HTML {
        guard !sections.isEmpty else { return "<p class=\"hint\">\(request.text(HabitsWebMessages.noCategories))</p>" }
        return HTML(
            joining: sections.map { section -> HTML in
                let goals = section.goals.map { row -> HTML in
                    let progress = row.progress
                    return """
                        <li class="card"><a class="stretch" href="\(HabitsRoutes.goal(row.goal.id))"><strong>\(row.goal.title)</strong>\
                        \(SharingBadge.html(marks[row.goal.storageID], request))</a>\
                        <p class="muted">\(row.goal.subtitle)</p>\
                        \(ProgressRing.html(percent: progress.percent, sentence: request.text(HabitsWebMessages.progress(progress.certified, of: progress.target, percent: progress.percent))))\
                        <p>\(request.text(row.goal.schedule.summary)) · \(request.text(HabitsMessages.strength(progress.strength)))</p></li>
                        """
                }
                return """
                    <section><h2>\(section.category.title)</h2><ul class="grid">\(goals)</ul>\
                    <p><a class="button" href="\(HabitsRoutes.newGoal(section.category.id))">\(request.text(HabitsWebMessages.addGoal))</a> \
                    <a class="button plain" href="\(HabitsRoutes.renameCategory(section.category.id))">\(request.text(HabitsWebMessages.renameCategory))</a> \
                    <a class="button plain" href="\(HabitsRoutes.deleteCategory(section.category.id))">\(request.text(WebMessages.delete))</a></p></section>
                    """
            })
    }

    static func categorySheet(_ state: CategoryAddState, _ request: WebRequest) -> HTML {
        let warning: HTML = state.warning.map { "<p class=\"error\">\(request.text($0))</p>" } ?? .empty
        return """
            \(warning)<p>\(SubmitButton.html(request.text(HabitsWebMessages.save), event: .addCategory, enabled: state.canSave))</p>
            """
    }
}
