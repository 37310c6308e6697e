import ArgumentParser
import CommandKit
import Console
import Perfume

/// `mosaic perfume delete ID [--yes]`: the record, then its photo file.
struct DeleteCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "delete",
            abstract: HelpText.localized(en: "Delete a test strip and its photo.", ko: "시향지와 그 사진을 지웁니다."))
    }

    @Argument(help: .entryID, completion: .entryIDs) var id: String
    @OptionGroup var confirmation: DeleteConfirmation
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        guard
            let entry = try await confirmation.findOrDeleteUnreadable(
                PerfumeEntry.self, in: context,
                find: {
                    try await context.perfumes.find(id)
                })
        else { return .done }
        let presenter = PerfumePresenter(io: context.io)
        guard
            try confirmation.allows(
                PerfumeMessages.deleteConfirm, subject: presenter.title(entry), in: context.prompter)
        else { return .done }
        try await context.perfumes.delete(entry)
        return .written(PerfumeMessages.deleted(presenter.title(entry)), json: presenter.json(entry))
    }
}
