import ArgumentParser
import CommandKit
import Console
import Core
import Perfume

/// `mosaic perfume edit ID`: the compose screen in edit mode. Fields not given keep
/// their value; optional ones can be cleared; the wish and the photo stay unless changed.
struct EditCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: "Change a test strip.")

    @Argument(help: "The entry's id or a unique prefix of it.") var id: String
    @Option(parsing: .unconditional, help: "A new brand.") var brand: String?
    @Option(parsing: .unconditional, help: "A new perfume name.") var name: String?
    @Option(parsing: .unconditional, help: "A new one-line summary.") var sentence: String?
    @Option(parsing: .unconditional, help: "New notes.") var notes: String?
    @Option(parsing: .unconditional, help: "A new tasting date.") var date: String?
    @Flag(name: .customLong("clear-notes"), help: "Remove the notes.") var clearNotes = false
    @Flag(name: .customLong("clear-date"), help: "Remove the tasting date.") var clearDate = false
    @Option(parsing: .unconditional, help: "Replace the photo with this image file.") var photo: String?
    @Flag(name: .customLong("remove-photo"), help: "Remove the photo and its file.") var removePhoto = false
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if photo != nil, removePhoto { throw global.usageError(PerfumeCLIMessages.photoConflict) }
        if date != nil, clearDate { throw global.usageError(PerfumeCLIMessages.dateConflict) }
        if notes != nil, clearNotes { throw global.usageError(PerfumeCLIMessages.notesConflict) }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let entry = try await context.perfumes.find(id)
        let change: PhotoChange =
            try photo.map { .replace(try ImageFile.load(path: $0)) } ?? (removePhoto ? .remove : .keep)
        var form = PerfumeForm(entry)
        if let brand { form.brand = brand }
        if let name { form.name = name }
        if let sentence { form.sentence = sentence }
        if let notes { form.notes = notes }
        if clearNotes { form.notes = "" }
        if let day = try DateArgument.parse(date, context) { form.date = day }
        if clearDate { form.date = nil }
        let updated = try await context.perfumes.update(entry, form: form, photo: change)
        let presenter = PerfumePresenter(io: context.io)
        return try await presenter.written(
            updated, PerfumeCLIMessages.updated(presenter.title(updated)), repository: context.perfumes)
    }
}
