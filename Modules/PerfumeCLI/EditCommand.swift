import ArgumentParser
import CommandKit
import Console
import Core
import Perfume

/// `mosaic perfume edit ID`: the compose screen in edit mode. Fields not given keep
/// their value; optional ones can be cleared; the wish and the photo stay unless changed.
/// With no flags, a terminal asks for each field with its value (`EditWithoutFlags`).
struct EditCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "edit", abstract: HelpText.localized(en: "Change a test strip.", ko: "시향지를 고칩니다."))
    }

    @Argument(help: .entryID, completion: .entryIDs) var id: String
    @Option(parsing: .unconditional, help: .init(en: "A new brand.", ko: "새 브랜드.")) var brand: String?
    @Option(parsing: .unconditional, help: .init(en: "A new perfume name.", ko: "새 향수 이름.")) var name: String?
    @Option(parsing: .unconditional, help: .init(en: "A new one-line summary.", ko: "새 한 줄 요약.")) var sentence: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "New notes; - or no value: write them in $EDITOR (stdin in a pipe).",
            ko: "새 기록; - 또는 값 없이: $EDITOR 에서 씁니다(파이프에서는 표준 입력).")) var notes: String?
    @Option(parsing: .unconditional, help: .init(en: "A new tasting date.", ko: "새 시향 날짜.")) var date: String?
    @Flag(name: .customLong("clear-notes"), help: .init(en: "Remove the notes.", ko: "기록을 지웁니다.")) var clearNotes =
        false
    @Flag(name: .customLong("clear-date"), help: .init(en: "Remove the tasting date.", ko: "시향 날짜를 지웁니다."))
    var clearDate = false
    @Option(
        parsing: .unconditional, help: .init(en: "Replace the photo with this image file.", ko: "사진을 이 이미지 파일로 바꿉니다."),
        completion: RecordCompletion.photos)
    var photo: String?
    @Flag(name: .customLong("remove-photo"), help: .init(en: "Remove the photo and its file.", ko: "사진과 그 파일을 지웁니다."))
    var removePhoto = false
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if photo != nil, removePhoto { throw global.usageError(PerfumeCLIMessages.photoConflict) }
        if date != nil, clearDate { throw global.usageError(PerfumeCLIMessages.dateConflict) }
        if notes != nil, clearNotes { throw global.usageError(PerfumeCLIMessages.notesConflict) }
    }

    /// Whether any flag changes something.
    private var changesSomething: Bool {
        [brand, name, sentence, notes, date, photo].contains { $0 != nil } || clearNotes || clearDate || removePhoto
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let entry = try await context.perfumes.find(id)
        let presenter = PerfumePresenter(io: context.io)
        var form = PerfumeForm(entry)
        let change: PhotoChange
        if changesSomething {
            let notes = try LongText.read(notes, editing: entry.notes ?? "", field: .notes, in: context)
            change = try photo.map { .replace(try ImageFile.load(path: $0)) } ?? (removePhoto ? .remove : .keep)
            if let brand { form.brand = brand }
            if let name { form.name = name }
            if let sentence { form.sentence = sentence }
            if let notes { form.notes = notes }
            if clearNotes { form.notes = "" }
            if let day = try DateArgument.parse(date, context) { form.date = day }
            if clearDate { form.date = nil }
        } else {
            try EditWithoutFlags.requireTerminal(
                context.prompter,
                flags: [
                    "--brand", "--name", "--sentence", "--notes", "--date", "--photo", "--clear-notes", "--clear-date",
                    "--remove-photo",
                ])
            form = try ask(from: form, context.prompter, context)
            change = .keep
        }
        guard form != PerfumeForm(entry) || change != .keep else {
            return try await presenter.written(entry, EditWithoutFlags.unchanged, repository: context.perfumes)
        }
        let updated = try await context.perfumes.update(entry, form: form, photo: change)
        return try await presenter.written(
            updated, PerfumeCLIMessages.updated(presenter.title(updated)), repository: context.perfumes)
    }

    /// Each field asked on the terminal, its stored value the default (Enter keeps it).
    private func ask(from stored: PerfumeForm, _ prompter: Prompter, _ context: CommandContext) throws(UserError)
        -> PerfumeForm
    {
        var form = stored
        form.brand = try prompter.ask(PerfumeMessages.brandLabel, default: stored.brand) { text in
            PerfumeForm(brand: text).problem(.brand)
        }
        form.name = try prompter.ask(PerfumeMessages.nameLabel, default: stored.name) { text in
            PerfumeForm(name: text).problem(.name)
        }
        form.sentence = try prompter.ask(PerfumeMessages.sentenceLabel, default: stored.sentence) { text in
            PerfumeForm(sentence: text).problem(.sentence)
        }
        form.notes = try prompter.ask(PerfumeCLIMessages.askNotes, default: stored.notes)
        form.date = try prompter.ask(PerfumeCLIMessages.askDate, default: stored.date?.description ?? "") {
            text throws(UserError) in try DateArgument.parse(text.isEmpty ? nil : text, context)
        }
        return form
    }
}

extension LongTextField {
    /// A test strip's notes, which `--clear-notes` removes.
    static let notes = LongTextField(name: Message(en: "the notes", ko: "기록"), clearFlag: "--clear-notes")
}
