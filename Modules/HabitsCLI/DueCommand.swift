import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

/// `mosaic habits due`: goals whose window is open now and not yet certified today, then
/// when the others open next.
struct DueCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "due", abstract: "What can be certified now, and when the rest open.")
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
        struct Row: Encodable { let id: String, title: String, openNow: Bool, next: Date, window: String }
        let rows =
            open.map {
                Row(id: $0.id, title: $0.title, openNow: true, next: context.dates.now(), window: $0.window.argument)
            }
            + later.map {
                Row(id: $0.0.id, title: $0.0.title, openNow: false, next: $0.1, window: $0.0.window.argument)
            }
        let io = context.io
        var document = Document()
        if open.isEmpty {
            document.line(io.text(HabitsCLIMessages.nothingDue), .dim)
        } else {
            document.line(io.text(HabitsCLIMessages.openNow), .emphasis)
            for goal in open {
                document.line(
                    "\(goal.id.prefix(8))  \(goal.title)  (~ \(io.text(goal.window.end.spoken)))", indent: "  ")
            }
        }
        if !later.isEmpty {
            document.line(io.text(HabitsCLIMessages.later), .emphasis)
            for (goal, next) in later {
                document.line(
                    "\(goal.id.prefix(8))  \(goal.title)  \(io.text(LocalTime.moment(next, in: zone)))", indent: "  ")
            }
        }
        return .list(document, json: rows, isEmpty: rows.isEmpty, empty: HabitsCLIMessages.nothingDue)
    }
}
