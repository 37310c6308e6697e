import ArgumentParser
import CommandKit
import Console
import Perfume

/// `mosaic perfume delete ID [--yes]`: the record, then its photo file.
struct DeleteCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a test strip and its photo.")

    @Argument(help: "The entry's id or a unique prefix of it.") var id: String
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
