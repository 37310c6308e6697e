import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

/// `mosaic habits album export DIR`: `index.html` and `photos/`, viewable offline.
struct AlbumExportCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract: HelpText.localized(en: "Write the album as a static HTML page.", ko: "앨범을 정적 HTML 페이지로 씁니다."))
    }
    @Argument(
        help: .init(
            en: "The folder to write index.html and photos/ into (created if missing).",
            ko: "index.html과 photos/를 쓸 폴더(없으면 만듭니다).")) var directory: String
    @Option(parsing: .unconditional, help: .init(en: "Only this category (title or id).", ko: "이 카테고리만(제목 또는 id)."))
    var category: String?
    @Option(parsing: .unconditional, help: .init(en: "Only this month, YYYY-MM.", ko: "이 달만, YYYY-MM.")) var month:
        String?
    @Flag(
        help: .init(
            en: "Replace an index.html already in the folder without asking (needed when stdin is not a terminal).",
            ko: "폴더에 이미 있는 index.html을 묻지 않고 바꿉니다(표준 입력이 터미널이 아닐 때 필요합니다).")) var force = false
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let habits = try context.habits
        let sections = try await habits.album(category: category, month: try AlbumListCommand.check(month: month))
        // Another album (or someone's own page) may already be there: ask, or need --force.
        let existing = URL(fileURLWithPath: directory).appendingPathComponent("index.html").path
        if !force, FileManager.default.fileExists(atPath: existing) {
            guard context.prompter.canAsk else {
                throw UserError(HabitsCLIMessages.albumExists(existing), category: .invalidInput)
            }
            guard try context.prompter.confirm(HabitsCLIMessages.replaceAlbum(existing)) else { return .done }
        }
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
        photo.image?.rawValue.split(separator: "/").last.map(String.init) ?? photo.id.rawValue
    }
}
