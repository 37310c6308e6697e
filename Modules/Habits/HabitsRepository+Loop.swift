import Core
import Foundation
import Persistence

/// Bringing a history from Loop Habit Tracker.
extension HabitsRepository {
    /// Loop's habits have no window: an imported goal may be certified at any time of day.
    static let wholeDay = try! CertificationWindow(start: TimeOfDay(minutes: 0)!, end: TimeOfDay(minutes: 24 * 60 - 1)!)

    /// Puts `export`'s habits in the category titled `categoryTitle` (made when missing) as
    /// goals, every done day a certification without a photo and every `SKIP` a skipped
    /// day, in one transaction. A habit already imported (a goal of that title in the
    /// category) gains only the days it lacks, so a second import adds nothing; a day an
    /// earlier import brought that the export no longer has done (undone in Loop since) is
    /// removed and counted, and one whose value changed takes the new value. Days certified
    /// with a photo are Mosaic's own and never touched. With `dryRun`, the same report and
    /// nothing written.
    public func importLoop(_ export: LoopExport, category categoryTitle: String, dryRun: Bool) async throws
        -> LoopImportReport
    {
        let title = categoryTitle.trimmingWhitespace
        guard !title.isEmpty else { throw UserError(HabitsMessages.emptyCategory, category: .invalidInput) }
        let now = dates.now()
        let today = today
        let zone = timeZone
        let ids = ids
        let habits = Self.uniquelyNamed(export.habits)
        return try await store.write { writer in
            var report = LoopImportReport()
            report.category = title
            report.dryRun = dryRun
            report.habits = habits.count
            let allDays = habits.flatMap(\.entries.keys) + habits.compactMap(\.firstDay)
            if let first = allDays.min(), let last = allDays.max() { report.days = first.days(to: last) + 1 }
            let category =
                try writer.fetch(RecordQuery<HabitCategory>()).first {
                    $0.title.caseInsensitiveCompare(title) == .orderedSame
                } ?? HabitCategory(id: RecordID(ids.next()), title: title, createdAt: now)
            let existing = try writer.fetch(
                RecordQuery<Goal>().filter(Goal.Fields.categoryID, equals: .id(category.id)))
            let isNewCategory = try writer.fetch(HabitCategory.self, id: category.id) == nil
            // Looked up by title and by goal in one pass each: a second import of 20,000
            // habits searched the goals once per habit (minutes, not a second).
            var existingByTitle: [String: Goal] = [:]
            for goal in existing where existingByTitle[goal.title.lowercased()] == nil {
                existingByTitle[goal.title.lowercased()] = goal
            }
            var certifiedByGoal: [RecordID<Goal>: Set<CalendarDay>] = [:]
            // What earlier imports brought (no photo), by goal and day.
            var importedByGoal: [RecordID<Goal>: [CalendarDay: CertificationPhoto]] = [:]
            if !existing.isEmpty {
                let ids = Set(existing.map(\.id))
                for photo in try writer.fetch(RecordQuery<CertificationPhoto>()) where ids.contains(photo.goalID) {
                    certifiedByGoal[photo.goalID, default: []].insert(photo.day)
                    if photo.isImported { importedByGoal[photo.goalID, default: [:]][photo.day] = photo }
                }
            }
            // The days the export speaks for: an earlier import's day outside them is not undone.
            let exportEnd = allDays.max()
            var goals: [Goal] = []
            var photos: [CertificationPhoto] = []
            var undone: [CertificationPhoto] = []
            for habit in habits {
                let (schedule, approximation) = LoopFrequency.schedule(habit.numerator, per: habit.denominator)
                if let approximation { report.approximated.append("\(habit.name): \(approximation)") }
                if habit.archived { report.archived += 1 }
                let done = habit.entries.compactMap { day, entry -> (CalendarDay, Double?)? in
                    switch entry {
                    case .done: (day, nil)
                    case .value(let value): (day, value)
                    case .skipped: nil
                    }
                }
                let skips = Set(habit.entries.filter { $0.value == .skipped }.map(\.key))
                var goal: Goal
                var certified: Set<CalendarDay> = []
                var isNew = false
                if let found = existingByTitle[habit.name.lowercased()] {
                    goal = found
                    certified = certifiedByGoal[found.id] ?? []
                } else {
                    goal = try Self.goal(
                        for: habit, id: RecordID(ids.next()), in: category.id, schedule: schedule,
                        days: done.map(\.0) + skips, today: today, timeZone: zone)
                    report.goalsAdded += 1
                    isNew = true
                }
                let original = goal
                let newSkips = skips.subtracting(goal.skippedDays).subtracting(certified)
                if !newSkips.isEmpty { goal.skipped = goal.skippedDays.union(newSkips).sorted() }
                report.skipped += newSkips.count
                let imported = importedByGoal[goal.id] ?? [:]
                if !imported.isEmpty, let end = exportEnd {
                    let start = ([habit.firstDay].compactMap { $0 } + habit.entries.keys).min() ?? end
                    let values = Dictionary(done, uniquingKeysWith: { first, _ in first })
                    for (day, photo) in imported where day >= start && day <= end {
                        guard let value = values[day] else {
                            undone.append(photo)
                            certified.remove(day)
                            continue
                        }
                        if photo.value != value {
                            var changed = photo
                            changed.value = value
                            photos.append(changed)
                        }
                    }
                }
                let newDays = done.filter { !certified.contains($0.0) }.sorted { $0.0 < $1.0 }
                if let first = (newDays.map(\.0) + newSkips).min(), let last = (newDays.map(\.0) + newSkips).max(),
                    !goal.period.contains(first) || !goal.period.contains(last)
                {
                    goal.period = try GoalPeriod(start: min(first, goal.period.start), end: max(last, goal.period.end))
                }
                if isNew || goal != original { goals.append(goal) }
                for (day, value) in newDays {
                    // Loop keeps days, not times: noon stands for the day.
                    photos.append(
                        CertificationPhoto(
                            id: RecordID(ids.next()), goalID: goal.id, takenAt: day.date(atMinute: 12 * 60, in: zone),
                            day: day, image: nil, value: value))
                }
                report.certifications += newDays.count
            }
            report.undone = undone.count
            guard !dryRun else { return report }
            if isNewCategory { try writer.save(category) }
            try writer.save(goals)
            try writer.save(photos)
            for photo in undone { _ = try writer.delete(CertificationPhoto.self, id: photo.id) }
            return report
        }
    }

    /// A new goal for `habit`: its history from its first known day (created then, so the
    /// days it missed count against it), open 30 days past today, or ending on its last day
    /// when archived.
    private static func goal(
        for habit: LoopExport.Habit, id: RecordID<Goal>, in categoryID: RecordID<HabitCategory>,
        schedule: GoalSchedule, days: [CalendarDay], today: CalendarDay, timeZone: TimeZone
    ) throws -> Goal {
        let start = ([habit.firstDay].compactMap { $0 } + days).min() ?? today
        let last = days.max() ?? today
        let end = habit.archived ? last : max(last, today).adding(days: GoalPeriod.newGoalDays - 1)
        var goal = Goal(
            id: id, categoryID: categoryID, title: habit.name,
            subtitle: habit.question.isEmpty ? habit.description : habit.question,
            period: try GoalPeriod(start: start, end: end), window: wholeDay, schedule: schedule,
            createdAt: start.date(atMinute: 0, in: timeZone), measure: habit.measure)
        goal.archived = habit.archived ? true : nil
        return goal
    }

    /// Loop allows two habits one name; a goal's title is unique in its category, so the
    /// later ones are told apart by their position ("Run (2)").
    private static func uniquelyNamed(_ habits: [LoopExport.Habit]) -> [LoopExport.Habit] {
        var seen: [String: Int] = [:]
        return habits.enumerated().map { index, habit in
            var name = habit.name.isEmpty ? "Habit \(index + 1)" : habit.name
            let key = name.lowercased()
            seen[key, default: 0] += 1
            if let count = seen[key], count > 1 { name += " (\(count))" }
            return LoopExport.Habit(
                name: name, question: habit.question, description: habit.description, numerator: habit.numerator,
                denominator: habit.denominator, archived: habit.archived, measure: habit.measure,
                entries: habit.entries, firstDay: habit.firstDay)
        }
    }
}
