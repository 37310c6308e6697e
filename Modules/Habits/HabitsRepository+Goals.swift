import Core
import Foundation
import Persistence

/// Goals: add, edit, delete, progress and the certification rule.
extension HabitsRepository {
    /// Saves a new goal from a valid form.
    public func addGoal(_ form: GoalForm) async throws -> Goal {
        let period = try await check(form, editing: nil)
        let goal = Goal(
            id: RecordID(ids.next()), categoryID: form.categoryID, title: form.title.trimmingWhitespace,
            subtitle: form.subtitle.trimmingWhitespace, period: period, window: form.window, schedule: form.schedule,
            createdAt: dates.now(), measure: form.measure, keptBy: form.keptBy)
        guard goal.keptBy != nil else {
            try await store.save(goal)
            return goal
        }
        // The household keeps it: it and its category are seen by every member.
        try await store.write { writer in
            try writer.save(goal, audience: .household)
            try writer.share(collection: HabitCategory.collection, id: goal.categoryID.rawValue, with: .household)
        }
        return goal
    }

    /// Marks `day` of the goal `reference` names skipped (a holiday, a sick day), or not:
    /// a skipped day is not asked for, so it breaks no streak and has no reminder. A day
    /// outside the goal's period, one it never asks for, or one already certified, is refused (65).
    public func setSkipped(_ skipped: Bool, day: CalendarDay, goal id: RecordID<Goal>) async throws -> Goal {
        let original = try await goal(id)
        guard original.period.contains(day) else {
            throw UserError(HabitsMessages.skipOutsidePeriod(day, original.period), category: .invalidInput)
        }
        // A day the goal never asks for has nothing to skip (#60).
        if skipped, !original.schedule.allows(day) {
            throw UserError(HabitsMessages.skipNotAsked(day, original.schedule), category: .invalidInput)
        }
        if skipped, try await certifiedDays(original.id).contains(day) {
            throw UserError(HabitsMessages.skipCertified(day), category: .invalidInput)
        }
        return try await store.update(original, owning: []) { current in
            var goal = current
            var days = goal.skippedDays
            if skipped { days.insert(day) } else { days.remove(day) }
            goal.skipped = days.isEmpty ? nil : days.sorted()
            return (goal, [])
        }
    }

    /// Saves the fields `form` changed over `original`, the goal as the form was opened with
    /// it; when one of them was changed elsewhere since, nothing is written
    /// (`PersistenceError.conflict`). A change elsewhere to a field the form left as it was is kept.
    public func updateGoal(_ original: Goal, with form: GoalForm) async throws -> Goal {
        let period = try await check(form, editing: original)
        let opened = GoalForm(original)
        var owned: [RecordField<Goal>] = []
        if form.categoryID != opened.categoryID { owned.append(Goal.Fields.categoryID) }
        if form.title.trimmingWhitespace != opened.title { owned.append(Goal.Fields.title) }
        if form.subtitle.trimmingWhitespace != opened.subtitle { owned.append(Goal.Fields.subtitle) }
        if period != original.period { owned.append(Goal.Fields.period) }
        if form.window != opened.window { owned.append(Goal.Fields.window) }
        if form.schedule != opened.schedule { owned.append(Goal.Fields.schedule) }
        if form.measure != opened.measure { owned.append(Goal.Fields.measure) }
        guard !owned.isEmpty else { return try await goal(original.id) }
        let changes = Set(owned.map(\.path))
        return try await store.update(original, owning: owned) { current in
            var goal = current
            if changes.contains(Goal.Fields.categoryID.path) { goal.categoryID = form.categoryID }
            if changes.contains(Goal.Fields.title.path) { goal.title = form.title.trimmingWhitespace }
            if changes.contains(Goal.Fields.subtitle.path) { goal.subtitle = form.subtitle.trimmingWhitespace }
            if changes.contains(Goal.Fields.period.path) { goal.period = period }
            if changes.contains(Goal.Fields.window.path) { goal.window = form.window }
            if changes.contains(Goal.Fields.schedule.path) { goal.schedule = form.schedule }
            if changes.contains(Goal.Fields.measure.path) { goal.measure = form.measure }
            return (goal, [])
        }
    }

    /// The goal's photos that its rules, as they stand now, would not allow: taken outside
    /// its period, on a day that is no longer a certification day, outside its window, or
    /// past its week's or month's count. An edit keeps them (they still count); the fronts
    /// name them.
    public func photosBreakingRules(of goal: Goal) async throws -> [CertificationPhoto] {
        var earlier: Set<CalendarDay> = []
        return try await photos(goalIDs: [goal.id]).sorted { $0.takenAt < $1.takenAt }.filter { photo in
            let day = CalendarDay(photo.takenAt, in: timeZone)
            defer { earlier.insert(day) }
            let rule = CertificationRule.check(
                goal, at: photo.takenAt, in: timeZone, certifiedDays: earlier.subtracting([day]))
            return rule != .allowed
        }
    }

    /// Deletes the goal and its photos, then the photo files.
    public func deleteGoal(_ id: RecordID<Goal>) async throws -> Goal {
        let goal = try await goal(id)
        let photos = try await photos(goalIDs: [goal.id])
        try await store.write(attaching: [:], to: blobs) { writer in
            for photo in photos { try writer.delete(CertificationPhoto.self, id: photo.id) }
            try writer.delete(Goal.self, id: goal.id)
            return ((), photos.flatMap(\.blobKeys))
        }
        return goal
    }

    /// The goals this member keeps, oldest first: every goal they see but the household's
    /// they left (what their reminders are for).
    public func keptGoals() async throws -> [Goal] {
        let left = try await leftGoals()
        return try await goals().filter { !left.contains($0.id) }
    }

    /// Stops keeping the household goal `id`: it leaves this member's list and reminders;
    /// what they certified stays. A goal of one's own is deleted instead (65).
    public func leave(_ id: RecordID<Goal>) async throws {
        let goal = try await goal(id)
        guard goal.keptBy != nil else { throw UserError(HabitsMessages.notHouseholdGoal, category: .invalidInput) }
        try await store.save(GoalLeave(id: goal.id, leftAt: dates.now()))
    }

    /// Keeps the household goal `id` again.
    public func rejoin(_ id: RecordID<Goal>) async throws {
        _ = try await store.delete(GoalLeave.self, id: try await goal(id).id)
    }

    /// Whether this member left the household goal `id`.
    public func hasLeft(_ id: RecordID<Goal>) async throws -> Bool {
        try await store.fetch(GoalLeave.self, id: id) != nil
    }

    /// The household goals this member left.
    func leftGoals() async throws -> Set<RecordID<Goal>> {
        Set(try await store.fetch(RecordQuery<GoalLeave>().mine()).map(\.id))
    }

    /// Goals, oldest first; only those of one category when given.
    public func goals(in categoryID: RecordID<HabitCategory>? = nil) async throws -> [Goal] {
        var query = RecordQuery<Goal>().sorted(by: .ascending(Goal.Fields.createdAt))
        if let categoryID { query = query.filter(Goal.Fields.categoryID, equals: .id(categoryID)) }
        return try await store.fetch(query)
    }

    /// The goal `id` names.
    public func goal(_ id: RecordID<Goal>) async throws -> Goal {
        try await store.existing(Goal.self, id: id, notFound: HabitsMessages.noSuchGoal(id.rawValue))
    }

    /// The goal titled `reference` (ignoring case), or whose id is or starts with it. A
    /// title two categories share is ambiguous (65, listing them), as an id prefix can be.
    public func goal(_ reference: String) async throws -> Goal {
        let text = reference.trimmingWhitespace
        let named = try await goals().filter { $0.title.caseInsensitiveCompare(text) == .orderedSame }
        if named.count == 1 { return named[0] }
        if named.count > 1 {
            // Each told apart as `habits due` shows it: its category and its window.
            let titles = Dictionary(try await categories().map { ($0.id, $0.title) }) { first, _ in first }
            let lines = named.map { goal in
                let window = goal.window.summary
                let category = titles[goal.categoryID] ?? ""
                return Message(
                    en: "\(goal.id.rawValue.prefix(8))  \(goal.title) · \(category) · \(window.english)",
                    ko: "\(goal.id.rawValue.prefix(8))  \(goal.title) · \(category) · \(window.korean)")
            }
            throw UserError(
                HabitsMessages.ambiguousGoal(text, count: named.count), category: .invalidInput, details: lines)
        }
        return try await store.resolve(Goal.self, idPrefix: text, notFound: HabitsMessages.noSuchGoal(text)) {
            "\($0.id)  \($0.title)"
        }
    }

    /// The goals that can be certified now (a certification day, inside the window, not
    /// yet certified today), oldest first: what `habits due` lists as open.
    public func openGoals() async throws -> [Goal] {
        // One read of every goal's days, not one a goal.
        let goals = try await goals()
        let days = try await countedDays(of: goals, onlyCounting: false)
        let now = dates.now()
        return goals.filter {
            CertificationRule.check($0, at: now, in: timeZone, certifiedDays: days[$0.id] ?? []) == .allowed
        }
    }

    /// Target, certified days and streaks as of today.
    public func progress(of goal: Goal) async throws -> GoalProgress {
        GoalProgress(goal: goal, certifiedDays: try await countedDays(of: goal), today: today, timeZone: timeZone)
    }

    /// Whether the goal may be certified now.
    public func rule(for goal: Goal) async throws -> CertificationRule {
        CertificationRule.check(goal, at: dates.now(), in: timeZone, certifiedDays: try await certifiedDays(goal.id))
    }

    /// When the goal's window next opens (now when open), or nil.
    public func nextWindow(for goal: Goal) async throws -> Date? {
        CertificationRule.nextWindow(
            goal, after: dates.now(), in: timeZone, certifiedDays: try await certifiedDays(goal.id))
    }

    func certifiedDays(_ goalID: RecordID<Goal>) async throws -> Set<CalendarDay> {
        let goal = try await goal(goalID)
        return try await countedDays(of: [goal], onlyCounting: false)[goal.id] ?? []
    }

    /// The days that count towards progress: every certified day, or on a measurable goal
    /// those whose value met the target.
    func countedDays(of goal: Goal) async throws -> Set<CalendarDay> {
        try await countedDays(of: [goal])[goal.id] ?? []
    }

    /// The form's problems for a new goal (`editing` nil) or an edit: the one rule the
    /// command line and the form screen share.
    func problems(_ form: GoalForm, editing: Goal?, otherTitles: [String]) -> [Message] {
        form.problems(
            otherTitles: otherTitles, isNew: editing == nil, from: editing?.createdAt ?? dates.now(), in: timeZone)
    }

    private func check(_ form: GoalForm, editing: Goal?) async throws -> GoalPeriod {
        _ = try await category(form.categoryID)
        let others = try await goals(in: form.categoryID).filter { $0.id != editing?.id }.map(\.title)
        let problems = problems(form, editing: editing, otherTitles: others)
        guard problems.isEmpty, let period = form.period else {
            throw UserError(HabitsMessages.goalInvalid, category: .invalidInput, details: problems)
        }
        return period
    }

    /// Categories with their goals and progress, as the goal list shows them.
    public func goalList() async throws -> [GoalListSection] {
        // Three reads for the whole list (goals, leaves, photos), not two a goal.
        let left = try await leftGoals()
        let goals = try await goals().filter { !left.contains($0.id) }
        let counted = try await countedDays(of: goals)
        let byCategory = Dictionary(grouping: goals, by: \.categoryID)
        return try await categories().map { category in
            let rows = (byCategory[category.id] ?? []).map { goal in
                let days = counted[goal.id] ?? []
                return GoalRow(
                    goal: goal,
                    progress: GoalProgress(goal: goal, certifiedDays: days, today: today, timeZone: timeZone))
            }
            return GoalListSection(category: category, goals: rows)
        }
    }
}
