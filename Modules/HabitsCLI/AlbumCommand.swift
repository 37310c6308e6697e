import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

/// `mosaic habits album`: the photos by category and day; `album export DIR` writes the HTML album.
struct AlbumCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "album", abstract: "The certification photos by category and day.",
        subcommands: [AlbumListCommand.self, AlbumExportCommand.self], defaultSubcommand: AlbumListCommand.self
    )
}

/// `mosaic habits album [--category C] [--month YYYY-MM]`.
struct AlbumListCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the album.")
    @Option(parsing: .unconditional, help: "Only this category (title or id).") var category: String?
    @Option(parsing: .unconditional, help: "Only this month, YYYY-MM.") var month: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let sections = try await habits.album(category: category, month: try AlbumListCommand.check(month: month))
        struct Row: Encodable {
            let id: String, category: String, goal: String, day: String, takenAt: Date, color: String, style: String
        }
        let rows = sections.flatMap { section in
            section.days.flatMap { day in
                day.photos.map {
                    Row(
                        id: $0.photo.id, category: section.category.title, goal: $0.goalTitle, day: day.day.description,
                        takenAt: $0.photo.takenAt, color: $0.photo.color.hex, style: $0.photo.style.rawValue)
                }
            }
        }
        var document = Document()
        for section in sections {
            document.line([.init(section.category.title, .emphasis), .init("  (\(section.photoCount))")])
            for day in section.days {
                for item in day.photos {
                    let stamp = CertificationStamp.lines(item.photo.takenAt, in: habits.timeZone)
                    document.line(
                        "\(day.day)  \(context.io.text(stamp.time))  \(item.photo.id.prefix(8))  \(item.goalTitle)  \(item.photo.color.hex) \(item.photo.style.rawValue)",
                        indent: "  ")
                }
            }
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

/// `mosaic habits album export DIR`: `index.html` and `photos/`, viewable offline.
struct AlbumExportCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write the album as a static HTML page.")
    @Argument(help: "The folder to write index.html and photos/ into (created if missing).") var directory: String
    @Option(parsing: .unconditional, help: "Only this category (title or id).") var category: String?
    @Option(parsing: .unconditional, help: "Only this month, YYYY-MM.") var month: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let sections = try await habits.album(category: category, month: try AlbumListCommand.check(month: month))
        let folder = try context.exports.folder(directory)
        let photos = try context.exports.folder(folder.appendingPathComponent("photos").path)
        var count = 0
        for section in sections {
            for day in section.days {
                for item in day.photos {
                    guard let data = try await habits.imageData(of: item.photo) else { continue }
                    try context.exports.write(data, to: photos.appendingPathComponent(Self.fileName(item.photo)).path)
                    count += 1
                }
            }
        }
        let title = context.io.text(Message(en: "Habit album", ko: "습관 앨범"))
        let html = AlbumExportHTML.render(
            sections, title: title, timeZone: habits.timeZone, language: context.io.language
        ) { "photos/" + Self.fileName($0) }
        try context.exports.write(Data(html.utf8), to: folder.appendingPathComponent("index.html").path)
        let index = folder.appendingPathComponent("index.html").path
        return .written(HabitsCLIMessages.exported(count, to: index), json: ExportSummary(file: index, count: count))
    }

    static func fileName(_ photo: CertificationPhoto) -> String {
        photo.image.rawValue.split(separator: "/").last.map(String.init) ?? photo.id
    }
}
