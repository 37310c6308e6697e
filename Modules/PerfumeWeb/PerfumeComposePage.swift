import Core
import Foundation
import Perfume
import WebKit

/// "입력": the compose form in create or edit mode. Each keystroke goes to
/// `PerfumeComposeViewModel`, which answers with the missing fields and whether "완료"
/// is enabled; a picked photo is checked and previewed; a save opens the saved strip.
enum PerfumeComposePage {
    @Sendable static func create(_ request: WebRequest) async throws -> WebResponse {
        try await page(PerfumeComposeViewModel(repository: try request.perfumes), form: PerfumeForm(), photo: nil, request)
    }

    @Sendable static func edit(_ request: WebRequest) async throws -> WebResponse {
        let repository = try request.perfumes
        let entry = try await repository.entry(id: request.parameter("id"))
        return try await page(PerfumeComposeViewModel(repository: repository, editing: entry), form: PerfumeForm(entry),
                              photo: entry.photo.map(ComposePhoto.stored), request)
    }

    private static func page(_ viewModel: PerfumeComposeViewModel, form: PerfumeForm, photo: ComposePhoto?,
                             _ request: WebRequest) async throws -> WebResponse {
        let session = request.openSession()
        let dates = request.dependencies.dates
        let days = session.events("date", reading: { text throws -> TastingDay? in
            text.isEmpty ? nil : try TastingDay.parse(text, now: dates.now(), timeZone: dates.timeZone)
        })
        let output = session.transform(viewModel, .init(
            date: days, brand: session.events("brand"), name: session.events("name"), notes: session.events("notes"),
            sentence: session.events("sentence"), photoPicked: session.images("photo"), photoRemoved: session.taps("removePhoto"),
            saveTapped: session.taps("save")
        ))
        session.on(output.saved) { .navigate("/perfume/\($0.id)") }
        session.renderFailures(output.failure)
        let problems = await session.renderFirst(output.problems, into: "problems") { FailureLine.list($0, request.language) }
        let save = await session.renderFirst(output.isValid, into: "save") { saveButton($0, request) }
        let preview = await session.renderFirst(output.photo, into: "photo") { photoSquare($0, request) }
        let required: HTML = "<span class=\"error\">*</span>"
        return .page(title: request.text(PerfumeWebMessages.composeTitle), body: """
            <div class="stack">
            <div id="failure"></div>
            <div id="photo">\(preview)</div>
            <label>\(request.text(PerfumeWebMessages.photoLabel))<input type="file" accept="image/*" name="photo" data-live="photo"></label>
            <label>\(request.text(PerfumeMessages.dateLabel))<input type="date" name="date" data-live="date" value="\(isoDay(form.date))"></label>
            <label>\(request.text(PerfumeMessages.brandLabel)) \(required)<input name="brand" data-live="brand" value="\(form.brand)"></label>
            <label>\(request.text(PerfumeMessages.nameLabel)) \(required)<input name="name" data-live="name" value="\(form.name)"></label>
            <label>\(request.text(PerfumeWebMessages.notesLabel))<textarea name="notes" data-live="notes" rows="4">\(form.notes)</textarea></label>
            <label>\(request.text(PerfumeMessages.sentenceLabel)) \(required)<input name="sentence" data-live="sentence" value="\(form.sentence)"></label>
            <div id="problems">\(problems)</div>
            <p><span id="save">\(save)</span> <a href="/perfume">\(request.text(PerfumeWebMessages.cancel))</a></p>
            </div>
            """, session: session)
    }

    static func saveButton(_ isValid: Bool, _ request: WebRequest) -> HTML {
        "<button type=\"button\" data-tap=\"save\"\(isValid ? "" : " disabled")>\(request.text(PerfumeWebMessages.done))</button>"
    }

    static func photoSquare(_ photo: ComposePhoto, _ request: WebRequest) -> HTML {
        let image: HTML
        switch photo {
        case .none: return .empty
        case .stored(let key): image = StoredPhoto.thumbnail(key, alt: "", className: "photo preview")
        case .picked: image = StoredPhoto.picked("photo", alt: "", className: "photo preview")
        }
        return """
            \(image)
            <button type="button" class="plain" data-tap="removePhoto">\(request.text(PerfumeWebMessages.removePhoto))</button>
            """
    }

    /// `2024-05-01` for a date input.
    static func isoDay(_ day: TastingDay?) -> String {
        guard let day else { return "" }
        return String(format: "%04d-%02d-%02d", day.year, day.month, day.day)
    }
}
