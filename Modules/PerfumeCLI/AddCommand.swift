import ArgumentParser
import CommandKit
import Console
import Core
import Perfume

/// `mosaic perfume add`: the compose screen in create mode. On a terminal, missing
/// required fields are asked for with the form's messages; without one, exit 65 naming them.
struct AddCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "add", abstract: HelpText.localized(en: "Add a test strip.", ko: "시향지를 추가합니다."))
    }

    @Option(parsing: .unconditional, help: .init(en: "Brand (required).", ko: "브랜드(필수).")) var brand: String?
    @Option(parsing: .unconditional, help: .init(en: "Perfume name (required).", ko: "향수 이름(필수).")) var name: String?
    @Option(
        parsing: .unconditional,
        help: .init(en: "A one-line summary, 이 향수를 한 마디로 표현한다면 (required).", ko: "이 향수를 한 마디로 표현한다면(필수)."))
    var sentence: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "Free notes on the scent (향에 대한 기록); - or no value: write them in $EDITOR (stdin in a pipe).",
            ko: "향에 대한 기록; - 또는 값 없이: $EDITOR 에서 씁니다(파이프에서는 표준 입력).")) var notes: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "Tasting date (시향 날짜): 2024.05.01, 2024-05-01, today, yesterday, 3 days ago, last friday.",
            ko: "시향 날짜: 2024.05.01, 2024-05-01, 오늘, 어제, 그저께, 3일 전, 지난주 금요일.")) var date: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "An image file (PNG, JPEG, HEIC, WebP or GIF, at most 20 MB).",
            ko: "이미지 파일(PNG, JPEG, HEIC, WebP, GIF, 20 MB까지)."), completion: RecordCompletion.photos) var photo: String?
    @Flag(help: .init(en: "Put it on the wish list (찜).", ko: "찜 목록에 넣습니다.")) var wish = false
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let notes = try LongText.read(notes, in: context)
        let form = PerfumeForm(
            date: try DateArgument.parse(date, context), brand: brand ?? "", name: name ?? "",
            notes: notes ?? "", sentence: sentence ?? "")
        let photo = try photo.map(ImageFile.load)
        let presenter = PerfumePresenter(io: context.io)
        // Nothing to ask: the repository checks the rules once and saves, as the form without
        // JavaScript does; the compose view-model is for a terminal that asks.
        guard !form.isValid, context.prompter.canAsk else {
            let entry = try await context.perfumes.create(form, photo: photo, wished: wish)
            return try await presenter.written(
                entry, PerfumeCLIMessages.added(presenter.title(entry)), repository: context.perfumes)
        }
        let viewModel = PerfumeComposeViewModel(repository: try context.perfumes, initial: form, wished: wish)
        let saved = try await context.withScreen { screen -> PerfumeEntry? in
            let (dateInput, brandInput, nameInput) = (
                screen.input(TastingDay?.self), screen.input(String.self), screen.input(String.self)
            )
            let (notesInput, sentenceInput) = (screen.input(String.self), screen.input(String.self))
            let (photoInput, save) = (screen.input(ImageFile.self), screen.input(Void.self))
            let output = screen.transform(
                viewModel,
                .init(
                    date: dateInput.values(), brand: brandInput.values(), name: nameInput.values(),
                    notes: notesInput.values(),
                    sentence: sentenceInput.values(), photoPicked: photoInput.values(), saveTapped: save.values()
                ))
            var prompts = FormPrompts(context.prompter, states: output.form)
            if let photo { try await prompts.change { photoInput.accept(photo) } }
            let prompter = context.prompter
            if form.problem(.brand) != nil {
                try await prompts.ask(PerfumeMessages.brandLabel, send: brandInput.accept) { $0.problem(.brand) }
            }
            if form.problem(.name) != nil {
                try await prompts.ask(PerfumeMessages.nameLabel, send: nameInput.accept) { $0.problem(.name) }
            }
            if notes == nil {
                try await prompts.ask(PerfumeCLIMessages.askNotes, default: "", send: notesInput.accept)
            }
            if form.problem(.sentence) != nil {
                try await prompts.ask(PerfumeMessages.sentenceLabel, send: sentenceInput.accept) {
                    $0.problem(.sentence)
                }
            }
            // The optional fields are offered too, each checked as its flag would be.
            if date == nil {
                let day = try prompter.ask(PerfumeCLIMessages.askDate, default: "") { text throws(UserError) in
                    try DateArgument.parse(text.isEmpty ? nil : text, context)
                }
                if let day { try await prompts.change { dateInput.accept(day) } }
            }
            if self.photo == nil {
                let picked = try prompter.ask(PerfumeCLIMessages.askPhoto, default: "") { text throws(UserError) in
                    text.isEmpty ? nil : try ImageFile.load(path: text)
                }
                if let picked { try await prompts.change { photoInput.accept(picked) } }
            }
            save.accept()
            return try await SaveOutcome.first(saved: output.saved, failure: output.failure)
        }
        guard let entry = saved else { return .done }
        return try await presenter.written(
            entry, PerfumeCLIMessages.added(presenter.title(entry)), repository: context.perfumes)
    }
}
