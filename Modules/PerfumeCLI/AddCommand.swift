import ArgumentParser
import Console
import Core
import Perfume

/// `mosaic perfume add`: the compose screen in create mode. On a terminal, missing
/// required fields are asked for with the form's messages; without one, exit 65 naming them.
struct AddCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a test strip.")

    @Option(help: "브랜드 (required).") var brand: String?
    @Option(help: "향수 이름 (required).") var name: String?
    @Option(help: "이 향수를 한 마디로 표현한다면: a one-line summary (required).") var sentence: String?
    @Option(help: "향에 대한 기록: free notes.") var notes: String?
    @Option(help: "시향 날짜: 2024.05.01, 2024-05-01, today or yesterday.") var date: String?
    @Option(help: "An image file (PNG, JPEG, HEIC, WebP or GIF, at most 20 MB).") var photo: String?
    @Flag(help: "Put it on the wish list (찜).") var wish = false
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws {
        var photo = try photo.map(ImageFile.load)
        var form = PerfumeForm(date: try DateArgument.parse(date, context), brand: brand ?? "", name: name ?? "",
                               notes: notes ?? "", sentence: sentence ?? "")
        if !form.isValid, context.prompter.canAsk {
            form = try ask(form, context.prompter)
            // The optional fields are offered too, each checked as its flag would be.
            if date == nil {
                form.date = try context.prompter.ask(PerfumeCLIMessages.askDate, default: "") { text throws(UserError) in
                    try DateArgument.parse(text.isEmpty ? nil : text, context)
                }
            }
            if self.photo == nil {
                photo = try context.prompter.ask(PerfumeCLIMessages.askPhoto, default: "") { text throws(UserError) in
                    text.isEmpty ? nil : try ImageFile.load(path: text)
                }
            }
        }
        let entry = try await context.perfumes.create(form, photo: photo, wished: wish)
        let presenter = PerfumePresenter(io: context.io)
        context.io.success(PerfumeCLIMessages.added(presenter.title(entry)))
        try await presenter.show(entry, repository: context.perfumes)
    }

    private func ask(_ flags: PerfumeForm, _ prompter: Prompter) throws -> PerfumeForm {
        var form = flags
        let required = { (message: Message) in { (text: String) in text.trimmingWhitespace.isEmpty ? message : nil } }
        if form.brand.trimmingWhitespace.isEmpty {
            form.brand = try prompter.ask(PerfumeMessages.brandLabel, validate: required(PerfumeMessages.brandMissing))
        }
        if form.name.trimmingWhitespace.isEmpty {
            form.name = try prompter.ask(PerfumeMessages.nameLabel, validate: required(PerfumeMessages.nameMissing))
        }
        if notes == nil {
            form.notes = try prompter.ask(PerfumeCLIMessages.askNotes, default: "")
        }
        if form.sentence.trimmingWhitespace.isEmpty {
            form.sentence = try prompter.ask(PerfumeMessages.sentenceLabel, validate: required(PerfumeMessages.sentenceMissing))
        }
        return form
    }
}
