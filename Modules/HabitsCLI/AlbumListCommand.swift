import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

/// `mosaic habits album [--category C] [--month YYYY-MM]`.
struct AlbumListCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "list", abstract: HelpText.localized(en: "List the album.", ko: "앨범을 보여 줍니다."))
    }
    @Option(parsing: .unconditional, help: .init(en: "Only this category (title or id).", ko: "이 카테고리만(제목 또는 id)."))
    var category: String?
    @Option(parsing: .unconditional, help: .init(en: "Only this month, YYYY-MM.", ko: "이 달만, YYYY-MM.")) var month:
        String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let sections = try await habits.album(category: category, month: try AlbumListCommand.check(month: month))
        var rows: [PhotoJSON] = []
        for section in sections {
            for item in section.days.flatMap(\.photos) {
                rows.append(
                    PhotoJSON(
                        item.photo, goal: item.goalTitle, category: section.category.title,
                        path: try await habits.photoURL(of: item.photo)))
            }
        }
        let io = context.io
        var document = Document()
        for section in sections {
            document.line([.init(section.category.title, .emphasis), .init("  (\(section.photoCount))")])
            var table = TextTable([
                .init(io.text(Message(en: "DAY", ko: "날짜"))), .init(io.text(Message(en: "TIME", ko: "시각"))),
                .init("ID"), .init(io.text(Message(en: "GOAL", ko: "목표")), maxWidth: 28),
                .init(io.text(Message(en: "STAMP", ko: "스탬프"))),
            ])
            for day in section.days {
                for item in day.photos {
                    let stamp = CertificationStamp.lines(item.photo.takenAt, in: habits.timeZone)
                    // A day imported without a photo has no time of day nor stamp: it says so instead.
                    let goal = item.value.map { "\(item.goalTitle) · \($0)" } ?? item.goalTitle
                    table.append(
                        item.photo.isImported
                            ? [
                                day.day.description, "", String(item.photo.id.prefix(8)), goal,
                                io.text(HabitsMessages.importedDay),
                            ]
                            : [
                                day.day.description, io.text(stamp.time), String(item.photo.id.prefix(8)), goal,
                                "\(item.photo.color.hex) \(item.photo.style.rawValue)",
                            ])
                }
            }
            document.table(table, indent: "  ")
        }
        return .list(
            document, json: rows, isEmpty: sections.isEmpty,
            empty: category == nil && month == nil ? HabitsMessages.emptyAlbum : HabitsMessages.noPhotosMatch)
    }

    static func check(month: String?) throws(UserError) -> String? {
        guard let month else { return nil }
        return try CalendarDay.firstOfMonth(month).monthKey
    }
}
