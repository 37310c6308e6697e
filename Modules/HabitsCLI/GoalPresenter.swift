import Console
import Core
import Foundation
import Habits

/// How goals look on the terminal.
struct GoalPresenter {
    let io: TerminalIO

    /// `goal show --json` and what `goal add`/`edit` print with `--json`: the goal as
    /// stored, its category and its progress.
    struct JSONGoal: Encodable, Sendable {
        let goal: Goal
        let category: String
        let target: Int
        let certified: Int
        let currentStreak: Int
        let longestStreak: Int
        let certifiedDays: [String]

        init(goal: Goal, category: HabitCategory, progress: GoalProgress, certified: Set<CalendarDay>) {
            self.goal = goal
            self.category = category.title
            target = progress.target
            self.certified = progress.certified
            currentStreak = progress.currentStreak
            longestStreak = progress.longestStreak
            certifiedDays = certified.sorted().map(\.description)
        }
    }

    /// After add or edit: a line naming its target, and the goal as JSON with `--json`.
    func saved(_ goal: Goal, habits: HabitsRepository) async throws -> CommandOutput {
        let progress = try await habits.progress(of: goal)
        let category = try await habits.category(goal.categoryID)
        let certified = Set(try await habits.photos(goalIDs: [goal.id]).map(\.day))
        return .written(HabitsCLIMessages.goalSaved(goal, target: progress.target),
                        json: JSONGoal(goal: goal, category: category, progress: progress, certified: certified))
    }

    /// `[######..............]  30% 3/10`.
    func bar(_ progress: GoalProgress, width: Int = 20) -> String {
        let filled = Int((progress.fraction * Double(width)).rounded(.down))
        return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] "
            + DisplayWidth.pad("\(progress.percent)%", to: 4, alignRight: true) + " \(progress.certified)/\(progress.target)"
    }

    func table(_ sections: [GoalListSection]) -> Document {
        var document = Document()
        for section in sections {
            document.line([.init(section.category.title, .emphasis), .init("  (\(section.category.id.prefix(8)))")])
            guard !section.goals.isEmpty else {
                document.line("-", indent: "  ")
                continue
            }
            var table = TextTable([.init("ID"), .init(io.text(Message(en: "GOAL", ko: "목표")), maxWidth: 28),
                                   .init(io.text(Message(en: "DAYS", ko: "요일"))), .init(io.text(Message(en: "WINDOW", ko: "인증 시간"))),
                                   .init(io.text(Message(en: "PROGRESS", ko: "진행률")))])
            for row in section.goals {
                table.append([String(row.goal.id.prefix(8)), row.goal.title, io.text(row.goal.days.summary),
                              row.goal.window.argument, bar(row.progress)])
            }
            document.table(table, indent: "  ")
            document.blank()
        }
        return document
    }

    /// The goal's details, streaks and a month calendar: ✓ certified, · a certification
    /// day without a photo, blank for other days.
    func detail(_ goal: Goal, category: HabitCategory, progress: GoalProgress, certified: Set<CalendarDay>,
                rule: CertificationRule, month: CalendarDay) -> Document {
        var document = Document(line: goal.title, .emphasis)
        if !goal.subtitle.isEmpty { document.line(goal.subtitle) }
        let rows: [(Message, String)] = [
            (Message(en: "Category", ko: "카테고리"), category.title),
            (Message(en: "Period", ko: "목표 기간"), goal.period.summary),
            (Message(en: "Days", ko: "인증 요일"), io.text(goal.days.summary)),
            (Message(en: "Window", ko: "인증 시간"), io.text(goal.window.summary)),
            (Message(en: "Progress", ko: "진행률"), bar(progress)),
            (Message(en: "Streaks", ko: "연속"), io.text(HabitsCLIMessages.streaks(current: progress.currentStreak, longest: progress.longestStreak))),
            (Message(en: "Now", ko: "지금"), io.text(rule.message(goal))),
            (Message(en: "id", ko: "id"), goal.id),
        ]
        var facts = KeyValueBlock()
        for (label, value) in rows { facts.append(io.text(label), value) }
        document.facts(facts)
        document.blank()
        for line in calendar(goal, certified: certified, month: month) { document.line(line) }
        return document
    }

    func calendar(_ goal: Goal, certified: Set<CalendarDay>, month: CalendarDay) -> [String] {
        let first = CalendarDay(year: month.year, month: month.month, day: 1)!
        var lines = ["      \(first.monthKey)", Weekday.allCases.map { DisplayWidth.pad(io.text($0.label), to: 3, alignRight: true) }.joined(separator: " ")]
        var row = Array(repeating: "   ", count: first.weekday.rawValue)
        var day = first
        while day.month == first.month {
            let mark = certified.contains(day) ? "✓" : goal.period.contains(day) && goal.days.contains(day.weekday) ? "·" : " "
            row.append(String(format: "%2d", day.day) + mark)
            if row.count == 7 {
                lines.append(row.joined(separator: " "))
                row = []
            }
            day = day.adding(days: 1)
        }
        if !row.isEmpty { lines.append(row.joined(separator: " ")) }
        return lines
    }
}
