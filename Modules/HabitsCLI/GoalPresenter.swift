import CommandKit
import Console
import Core
import Foundation
import Habits
import Persistence

/// How goals look on the terminal.
struct GoalPresenter {
    let io: TerminalIO

    /// A goal in `--json`, one shape for every goal command (`list` prints an array of
    /// them; `add`, `edit`, `show` and `delete` print one): the days as `--days` takes
    /// them, the window as `--window` takes it.
    struct JSONGoal: Encodable, Sendable {
        let id: RecordID<Goal>
        let categoryID: RecordID<HabitCategory>
        let category: String
        let title: String
        let subtitle: String
        let from: String
        let to: String
        let days: String
        let window: String
        /// A measurable goal's target as `--target` takes it (`10 km`); absent for others.
        let measure: String?
        /// Whether a day's value must be at most the target (`--at-most`).
        let atMost: Bool?
        /// Kept with its history, no longer asked for (an archived Loop habit).
        let archived: Bool
        let target: Int
        let certified: Int
        let percent: Int
        let currentStreak: Int
        let longestStreak: Int
        /// What the streaks count: `day`, `week` or `month`, the goal's own period.
        let streakUnit: GoalProgress.StreakUnit
        /// Loop Habit Tracker's habit strength, 0–100 (`GoalProgress.strength`).
        let strength: Int
        let certifiedDays: [String]

        init(goal: Goal, category: HabitCategory, progress: GoalProgress, certified: Set<CalendarDay>) {
            id = goal.id
            categoryID = category.id
            self.category = category.title
            title = goal.title
            subtitle = goal.subtitle
            from = goal.period.start.description
            to = goal.period.end.description
            days = goal.schedule.argument
            window = goal.window.argument
            measure = goal.measure.map { GoalMeasure.format($0.target) + ($0.unit.isEmpty ? "" : " \($0.unit)") }
            atMost = goal.measure.map { $0.direction == .atMost }
            archived = goal.isArchived
            target = progress.target
            self.certified = progress.certified
            percent = progress.percent
            currentStreak = progress.currentStreak
            longestStreak = progress.longestStreak
            streakUnit = progress.streakUnit
            strength = progress.strength
            certifiedDays = certified.sorted().map(\.description)
        }

        /// `goal` as it stands in `habits` now.
        static func current(_ goal: Goal, in habits: HabitsRepository) async throws -> JSONGoal {
            JSONGoal(
                goal: goal, category: try await habits.category(goal.categoryID),
                progress: try await habits.progress(of: goal),
                certified: Set(try await habits.progressPhotos(of: [goal]).map(\.day)))
        }
    }

    /// After add or edit: a line naming its target, and the goal as JSON with `--json`.
    /// The goal as saved, said by `message` (else "Saved the goal …").
    func saved(_ goal: Goal, habits: HabitsRepository, message: Message? = nil) async throws -> CommandOutput {
        let json = try await JSONGoal.current(goal, in: habits)
        return .written(message ?? HabitsCLIMessages.goalSaved(goal, target: json.target), json: json)
    }

    /// `[######..............]  30% 3/10`.
    func bar(_ progress: GoalProgress, width: Int = 20) -> String {
        let filled = Int((progress.fraction * Double(width)).rounded(.down))
        return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] "
            + DisplayWidth.pad("\(progress.percent)%", to: 4, alignRight: true)
            + " \(progress.certified)/\(progress.target)"
    }

    func table(_ sections: [GoalListSection], sharing: SharingColumn? = nil) -> Document {
        var document = Document()
        for section in sections {
            document.line([.init(section.category.title, .emphasis), .init("  (\(section.category.id.prefix(8)))")])
            guard !section.goals.isEmpty else {
                document.line("-", indent: "  ")
                continue
            }
            var table = TextTable(
                [
                    .init("ID"), .init(io.text(Message(en: "GOAL", ko: "목표")), maxWidth: 28),
                    .init(io.text(Message(en: "DAYS", ko: "주기"))), .init(io.text(Message(en: "WINDOW", ko: "인증 시간"))),
                    .init(io.text(Message(en: "PROGRESS", ko: "진행률"))),
                    .init(io.text(Message(en: "STRENGTH", ko: "강도")), alignRight: true),
                ] + (sharing?.columns ?? []))
            for row in section.goals {
                table.append(
                    [
                        String(row.goal.id.prefix(8)), row.goal.title, io.text(row.goal.schedule.summary),
                        row.goal.window.argument, bar(row.progress), "\(row.progress.strength)%",
                    ] + (sharing?.cells(row.goal.storageID) ?? []))
            }
            document.table(table, indent: "  ")
            document.blank()
        }
        return document
    }

    /// The goal's details, streaks and its month: ✓ certified (+ imported without a photo,
    /// - short of a measured goal's target), ✗ missed (today too, once its
    /// window closed), ○ today still open, · a day to come it asks for, blank for the days it
    /// does not ask for (the web's calendar marks the same `GoalMonth`).
    /// `certifiers`: on a goal the household keeps, rows of who certified it (`GoalShowCommand.certifiers`).
    func detail(_ detail: GoalDetail, certifiers: [(String, String)] = []) -> Document {
        let (goal, progress) = (detail.goal, detail.progress)
        var document = Document(line: goal.title, .emphasis)
        if !goal.subtitle.isEmpty { document.line(goal.subtitle) }
        var rows: [(Message, String)] = [
            (Message(en: "Category", ko: "카테고리"), detail.category.title),
            (Message(en: "Period", ko: "목표 기간"), goal.period.summary),
            (Message(en: "Days", ko: "인증 주기"), io.text(goal.schedule.summary)),
            (Message(en: "Window", ko: "인증 시간"), io.text(goal.window.summary)),
        ]
        if let measure = goal.measure { rows.append((Message(en: "Target", ko: "목표 수치"), io.text(measure.summary))) }
        if goal.isArchived { rows.append((Message(en: "Archived", ko: "보관됨"), "✓")) }
        if let keptBy = goal.keptBy { rows.append((Message(en: "Kept by", ko: "함께 지키기"), io.text(keptBy.label))) }
        rows += [
            (Message(en: "Progress", ko: "진행률"), bar(progress)),
            (Message(en: "Strength", ko: "습관 강도"), "\(progress.strength)%"),
            (
                Message(en: "Streaks", ko: "연속"),
                io.text(HabitsMessages.streaks(progress))
            ),
            (Message(en: "Now", ko: "지금"), io.text(detail.rule.message(goal))),
            (Message(en: "id", ko: "id"), goal.id.rawValue),
        ]
        var facts = KeyValueBlock()
        for (label, value) in rows { facts.append(io.text(label), value) }
        for (label, value) in certifiers { facts.append(label, value) }
        document.facts(facts)
        document.blank()
        for line in calendar(detail.month) { document.line(line) }
        document.line(io.text(HabitsCLIMessages.calendarLegend), .dim)
        return document
    }

    func calendar(_ month: GoalMonth) -> [String] {
        var lines = [
            "      \(month.first.monthKey)",
            Weekday.allCases.map { DisplayWidth.pad(io.text($0.label), to: 3, alignRight: true) }.joined(
                separator: " "),
        ]
        for week in month.weeks {
            let cells = week.map { day -> String in
                guard let day else { return "   " }
                let mark =
                    switch month.mark(day) {
                    case .certified: "✓"
                    case .imported: "+"
                    case .unmet: "-"
                    case .missed, .todayClosed: "✗"
                    case .todayOpen: "○"
                    case .future: "·"
                    case .skipped: "~"
                    case .notRequired, .outside: " "
                    }
                return String(format: "%2d", day.day) + mark
            }
            lines.append(
                cells.joined(separator: " ").replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression))
        }
        return lines
    }
}
