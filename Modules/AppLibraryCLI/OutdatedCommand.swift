import AppLibrary
import ArgumentParser
import CommandKit
import Console
import Core

/// `mosaic apps outdated`: as mas has it, the library apps whose saved version the store
/// has moved on from, with what changed. Nothing is changed; `apps get` refreshes a copy.
struct OutdatedCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "outdated",
            abstract: HelpText.localized(
                en: "Library apps the App Store has a newer version of, and what changed.",
                ko: "앱스토어에 새 버전이 나온 보관함 앱과 바뀐 점."))
    }
    @Option(help: .init(en: "Storefront (default kr).", ko: "스토어 국가(기본값 kr).")) var country = "kr"
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let saved = try await context.library.apps()
        guard !saved.isEmpty else { return .empty(AppLibraryMessages.emptyLibrary, json: [AppUpdate]()) }
        let store = try await context.itunes().lookup(ids: try saved.map { try AppID($0.id) }, country: country)
        let updates = AppUpdate.outdated(saved, store: store)
        let io = context.io
        var document = Document()
        var table = TextTable([
            .init("ID"), .init(io.text(Message(en: "NAME", ko: "이름")), maxWidth: 34),
            .init(io.text(Message(en: "SAVED", ko: "저장된 버전"))), .init(io.text(Message(en: "STORE", ko: "스토어 버전"))),
            .init(io.text(Message(en: "RELEASED", ko: "출시일"))),
        ])
        for update in updates {
            table.append([update.id, update.name, update.savedVersion, update.storeVersion, update.releaseDay ?? ""])
        }
        document.table(table)
        for update in updates {
            guard let notes = update.releaseNotes, !notes.isEmpty else { continue }
            document.blank()
            document.line(update.name + " " + update.storeVersion, .emphasis)
            document.line(notes, indent: "  ")
        }
        return .list(document, json: updates, isEmpty: updates.isEmpty, empty: AppLibraryCLIMessages.allUpToDate)
    }
}
