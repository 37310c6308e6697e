import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits
import Persistence

/// `mosaic habits due`: goals whose window is open now and not yet certified today, then
/// when the others open next.
struct DueCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "due",
            abstract: HelpText.localized(
                en: "What can be certified now, and when the rest open.", ko: "지금 인증할 수 있는 것과 나머지가 열리는 때."))
    }
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let open = try await habits.openGoals()
        var later: [(Goal, Date)] = []
        for goal in try await habits.goals() where !open.contains(where: { $0.id == goal.id }) {
            if let next = try await habits.nextWindow(for: goal) { later.append((goal, next)) }
        }
        later.sort { $0.1 < $1.1 }
        let zone = habits.timeZone
        let categories = Dictionary(uniqueKeysWithValues: try await habits.categories().map { ($0.id, $0.title) })
        struct Row: Encodable {
            let id: RecordID<Goal>, title: String, categoryID: RecordID<HabitCategory>, category: String, openNow: Bool,
                next: Date
            let window: String
        }
        func row(_ goal: Goal, openNow: Bool, next: Date) -> Row {
            Row(
                id: goal.id, title: goal.title, categoryID: goal.categoryID,
                category: categories[goal.categoryID] ?? "",
                openNow: openNow, next: next, window: goal.window.argument)
        }
        let rows =
            open.map { row($0, openNow: true, next: context.dates.now()) }
            + later.map { row($0.0, openNow: false, next: $0.1) }
        let io = context.io
        func table(_ goals: [(Goal, String)], time: Message) -> TextTable {
            var table = TextTable([
                .init("ID"), .init(io.text(Message(en: "GOAL", ko: "목표")), maxWidth: 28),
                .init(io.text(Message(en: "CATEGORY", ko: "카테고리")), maxWidth: 20), .init(io.text(time)),
            ])
            for (goal, when) in goals {
                table.append([String(goal.id.prefix(8)), goal.title, categories[goal.categoryID] ?? "", when])
            }
            return table
        }
        var document = Document()
        if open.isEmpty {
            document.line(io.text(HabitsCLIMessages.nothingDue), .dim)
        } else {
            document.line(io.text(HabitsCLIMessages.openNow), .emphasis)
            document.table(
                table(open.map { ($0, "~ " + io.text($0.window.end.spoken)) }, time: Message(en: "UNTIL", ko: "마감")),
                indent: "  ")
        }
        if !later.isEmpty {
            document.line(io.text(HabitsCLIMessages.later), .emphasis)
            document.table(
                table(
                    later.map { ($0.0, io.text(LocalTime.moment($0.1, in: zone))) },
                    time: Message(en: "OPENS", ko: "열림")),
                indent: "  ")
        }
        return .list(document, json: rows, isEmpty: rows.isEmpty, empty: HabitsCLIMessages.nothingDue)
    }
}
