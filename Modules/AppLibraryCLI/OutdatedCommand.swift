import AppLibrary
import ArgumentParser
import CommandKit
import Console
import Core

/// `mosaic apps outdated`: as mas has it, the library apps the store has a newer version of
/// (compared as versions), the iOS each update needs, and what changed. `--ignore ID` leaves
/// an app out from then on, `--unignore ID` brings it back. `apps get` refreshes a copy.
struct OutdatedCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "outdated",
            abstract: HelpText.localized(
                en: "Library apps the App Store has a newer version of, and what changed.",
                ko: "앱스토어에 새 버전이 나온 보관함 앱과 바뀐 점."))
    }
    @Option(help: .init(en: "Storefront (default kr).", ko: "스토어 국가(기본값 kr).")) var country = "kr"
    @Option(
        help: .init(en: "Leave this app's updates out from now on.", ko: "이 앱의 업데이트를 앞으로 보여 주지 않습니다."),
        completion: .libraryAppIDs) var ignore: String?
    @Option(
        help: .init(en: "Show this app's updates again.", ko: "이 앱의 업데이트를 다시 보여 줍니다."),
        completion: .libraryAppIDs) var unignore: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let ignored = try context.ignoredUpdates
        if let ignore {
            let id = try await AppLookup.appID(ignore, library: context.library, store: nil)
            // Only a library app has updates to leave out: another id is a typo, said so.
            guard try await context.library.saved(id: id) != nil else {
                throw UserError(AppLibraryCLIMessages.notInLibrary(id.rawValue), category: .notFound)
            }
            try await ignored.ignore(id)
            return .message(AppLibraryCLIMessages.ignoring(id.rawValue))
        }
        if let unignore {
            let id = try await AppLookup.appID(unignore, library: context.library, store: nil)
            let was = try await ignored.unignore(id)
            return .message(
                was ? AppLibraryCLIMessages.unignored(id.rawValue) : AppLibraryCLIMessages.notIgnored(id.rawValue))
        }
        let saved = try await context.library.apps()
        guard !saved.isEmpty else { return .empty(AppLibraryMessages.emptyLibrary, json: [AppUpdate]()) }
        let store = try await context.itunes().lookup(ids: saved.map(\.id), country: country)
        let leftOut = try await ignored.ids()
        let updates = AppUpdate.outdated(saved, store: store, ignoring: leftOut)
        if !leftOut.isEmpty { context.io.say(AppLibraryCLIMessages.ignoredCount(leftOut.count)) }
        let io = context.io
        var document = Document()
        var table = TextTable([
            .init("ID"), .init(io.text(Message(en: "NAME", ko: "이름")), maxWidth: 34),
            .init(io.text(Message(en: "SAVED", ko: "저장된 버전"))), .init(io.text(Message(en: "STORE", ko: "스토어 버전"))),
            .init(io.text(Message(en: "RELEASED", ko: "출시일"))), .init(io.text(Message(en: "REQUIRES", ko: "필요한 iOS"))),
        ])
        for update in updates {
            table.append([
                update.id.rawValue, update.name, update.savedVersion, update.storeVersion, update.releaseDay ?? "",
                update.minimumOSVersion.map { "iOS \($0)+" } ?? "",
            ])
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
