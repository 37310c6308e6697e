import Core
import FeatureContract
import Foundation
import PageKit
import Perfume
import Persistence

/// "입력": the compose form in create or edit mode. Each keystroke goes to
/// `PerfumeComposeViewModel`, which answers with the missing fields and whether "완료"
/// is enabled; a picked photo is checked and previewed; a save opens the saved strip.
struct PerfumeComposePage {
    /// The journal.
    let perfumes: Provided<PerfumeRepository>
    /// Today and the time zone dates are shown in.
    let dates: DateProvider

    @Sendable func create(_ request: WebRequest) async throws -> WebResponse {
        try await page(
            PerfumeComposeViewModel(repository: try perfumes()), form: PerfumeForm(), photo: nil,
            action: PerfumeRoutes.new.path,
            request)
    }

    @Sendable func edit(_ request: WebRequest) async throws -> WebResponse {
        let repository = try perfumes()
        let entry = try await repository.entry(id: try request.recordID(PerfumeRoutes.entry))
        return try await page(
            PerfumeComposeViewModel(repository: repository, editing: entry), form: PerfumeForm(entry),
            photo: entry.photo.map(ComposePhoto.stored), action: PerfumeRoutes.edit(entry.id), request,
            version: EditedVersion.input(entry))
    }

    /// POST (JavaScript off): saves the strip once per form and opens it, or shows the form
    /// again with every problem, what was typed kept.
    @Sendable func submitCreate(_ request: WebRequest) async throws -> WebResponse {
        let repository = try perfumes()
        let sent = try Submitted(request, dates: dates)
        guard sent.problems.isEmpty else {
            return try await page(
                PerfumeComposeViewModel(repository: repository, initial: sent.form), form: sent.form, photo: nil,
                action: PerfumeRoutes.new.path, request, failure: sent.failure)
        }
        return .redirect(
            try await request.submittedForms.once(request.form.value(.token)) {
                PerfumeRoutes.entry(try await repository.create(sent.form, photo: sent.photo).id)
            })
    }

    /// POST (JavaScript off): saves the edit (a new photo replaces the stored one; the
    /// checkbox removes it) and opens the strip, or shows the form again with why not.
    /// The form carries the version it was drawn from: when a field it writes was changed
    /// elsewhere since, nothing is saved and the form comes back with what was typed, the
    /// change in words, and the newer version as its own (saving again keeps what was typed).
    @Sendable func submitEdit(_ request: WebRequest) async throws -> WebResponse {
        let repository = try perfumes()
        let id: RecordID<PerfumeEntry> = try request.recordID(PerfumeRoutes.entry)
        let entry: PerfumeEntry
        do {
            entry = try await repository.entry(id: id)
        } catch let error as UserError
            where error.category == .notFound && EditedVersion.wasDrawn(PerfumeEntry.self, id: id, in: request.form)
        {
            // Deleted elsewhere since the form was opened: what was typed comes back, with a
            // button that saves it as a new strip.
            return try await page(
                PerfumeComposeViewModel(repository: repository), form: try Submitted(request, dates: dates).form,
                photo: nil,
                action: PerfumeRoutes.edit(id), request,
                notice: FailureLine.saveAsNew(
                    PersistenceError.conflict(collection: "", id: "", changes: []).userError.message,
                    action: PerfumeRoutes.new.path, request.language))
        }
        let original = EditedVersion.original(in: request.form, current: entry)
        let sent = try Submitted(request, dates: dates)
        guard sent.problems.isEmpty else {
            return try await page(
                PerfumeComposeViewModel(repository: repository, editing: original), form: sent.form,
                photo: entry.photo.map(ComposePhoto.stored), action: PerfumeRoutes.edit(entry.id), request,
                failure: sent.failure, version: EditedVersion.input(original))
        }
        let change: PhotoChange =
            sent.photo.map { .replace($0) } ?? (request.form[.removePhoto].isEmpty ? .keep : .remove)
        do {
            _ = try await repository.update(original, form: sent.form, photo: change)
        } catch {
            if UserError.from(error).category == .notFound {
                // Deleted elsewhere since the form was opened: the form again, with what was
                // typed, and a button that saves it as a new strip.
                return try await page(
                    PerfumeComposeViewModel(repository: repository, editing: original), form: sent.form,
                    photo: nil, action: PerfumeRoutes.edit(entry.id), request,
                    notice: FailureLine.saveAsNew(
                        UserError.from(error).message, action: PerfumeRoutes.new.path, request.language))
            }
            guard let changes = StaleEditNotice.changes(in: error) else { throw error }
            let newer = try await repository.entry(id: entry.id)
            return try await page(
                PerfumeComposeViewModel(repository: repository, editing: newer), form: sent.form,
                photo: newer.photo.map(ComposePhoto.stored), action: PerfumeRoutes.edit(entry.id), request,
                version: EditedVersion.input(newer),
                notice: StaleEditNotice.html(
                    changes, labels: Self.fieldLabels, typed: Self.typedTexts(sent.form),
                    reopen: PerfumeRoutes.edit(entry.id),
                    request)
            )
        }
        return .redirect(PerfumeRoutes.entry(entry.id))
    }

    /// What was typed in each field, by the stored field it writes.
    static func typedTexts(_ form: PerfumeForm) -> [String: String] {
        [
            "brand": form.brand, "name": form.name, "sentence": form.sentence, "notes": form.notes,
            "date": form.date?.description ?? "",
        ]
    }

    /// The form's labels by the stored field each one writes.
    static let fieldLabels: [String: Message] = [
        "brand": PerfumeMessages.brandLabel, "name": PerfumeMessages.nameLabel,
        "sentence": PerfumeMessages.sentenceLabel, "notes": PerfumeWebMessages.notesLabel,
        "date": PerfumeMessages.dateLabel, "photo": PerfumeWebMessages.photoLabel,
    ]

    /// The fields a form without JavaScript sent, read as the live fields are.
    private struct Submitted {
        var form: PerfumeForm
        var photo: ImageFile?
        /// A date or photo that could not be read.
        var failure: Message?
        var problems: [Message] { form.problems + (failure.map { [$0] } ?? []) }

        init(_ request: WebRequest, dates: DateProvider) throws {
            let fields = request.form
            form = PerfumeForm(
                brand: fields[.brand], name: fields[.name], notes: fields[.notes], sentence: fields[.sentence])
            do {
                form.date =
                    fields[.date].isEmpty
                    ? nil : try TastingDay.parse(fields[.date], now: dates.now(), timeZone: dates.timeZone)
                photo = try fields.file(.photo).map { try ImageFile(data: $0.data, name: $0.filename) }
            } catch {
                failure = UserError.from(error).message
            }
        }
    }

    private func page(
        _ viewModel: PerfumeComposeViewModel, form: PerfumeForm, photo: ComposePhoto?, action: String,
        _ request: WebRequest, failure: Message? = nil, version: HTML = .empty, notice: HTML = .empty
    ) async throws -> WebResponse {
        let session = request.openSession()
        let dates = dates
        let days = session.events(
            .date,
            reading: { text throws -> TastingDay? in
                text.isEmpty ? nil : try TastingDay.parse(text, now: dates.now(), timeZone: dates.timeZone)
            })
        let output = session.transform(
            viewModel,
            .init(
                date: days, brand: session.events(.brand), name: session.events(.name), notes: session.events(.notes),
                sentence: session.events(.sentence), photoPicked: session.images(.photo),
                photoRemoved: session.taps(.removePhoto),
                saveTapped: session.taps(.save)
            ))
        session.on(output.saved) { .navigate(PerfumeRoutes.entry($0.id)) }
        // Editing, a strip deleted elsewhere meanwhile: what was typed can go to the add form.
        let editing = request.parameters["id"] != nil
        session.renderFailures(output.failure, saveAsNew: editing ? PerfumeRoutes.new.path : nil)
        if let reopen = request.parameters["id"].map({ PerfumeRoutes.edit(RecordID($0)) }) {
            session.render(output.conflict, into: .failure) {
                StaleEditNotice.html(
                    $0.changes, labels: Self.fieldLabels, typed: Self.typedTexts($0.typed), reopen: reopen, request)
            }
        }
        // A new, empty form lists nothing before something is typed.
        let pristine = !editing && failure == nil && form.brand.isEmpty && form.name.isEmpty && form.sentence.isEmpty
        let problems = await session.renderFirst(output.problems.markingFirst(), into: .problems) {
            FailureLine.list($0.isFirst && pristine ? [] : $0.element, request.language)
        }
        let save = await session.renderFirst(output.isValid, into: .save) { Self.saveButton($0, request) }
        let preview = await session.renderFirst(output.photo, into: .photo) { Self.photoSquare($0, request) }
        let audience = await AudienceField.html(
            request, PerfumeEntry.self, id: request.parameters["id"].map { RecordID($0) }, session: session)
        // Beside its label's text (a label lays its children out as rows), said as "required" by the input.
        let required: HTML = "<span class=\"required\" aria-hidden=\"true\">*</span>"
        return .page(
            title: request.text(PerfumeWebMessages.composeTitle),
            body: """
                <form method="post" action="\(action)" enctype="multipart/form-data" class="stack">
                <input type="hidden" name="\(field: .token)" value="\(SubmittedForms.newToken())">\(version)\(notice)
                <div id="\(target: .failure)">\(failure.map { FailureLine.html($0, request.language) })</div>
                <div id="\(target: .photo)">\(preview)</div>
                <label>\(request.text(PerfumeWebMessages.photoLabel))<input type="file" accept="image/*" name="\(field: .photo)" data-live="\(event: .photo)"></label>
                <label>\(request.text(PerfumeMessages.dateLabel))<input type="date" name="\(field: .date)" data-live="\(event: .date)" value="\(Self.isoDay(form.date))"></label>
                <label><span>\(request.text(PerfumeMessages.brandLabel)) \(required)</span><input name="\(field: .brand)" aria-required="true" data-live="\(event: .brand)" value="\(form.brand)"></label>
                <label><span>\(request.text(PerfumeMessages.nameLabel)) \(required)</span><input name="\(field: .name)" aria-required="true" data-live="\(event: .name)" value="\(form.name)"></label>
                <label>\(request.text(PerfumeWebMessages.notesLabel))<textarea name="\(field: .notes)" data-live="\(event: .notes)" rows="4">\(form.notes)</textarea></label>
                <label><span>\(request.text(PerfumeMessages.sentenceLabel)) \(required)</span><input name="\(field: .sentence)" aria-required="true" data-live="\(event: .sentence)" value="\(form.sentence)"></label>
                \(audience)
                <div id="\(target: .problems)">\(problems)</div>
                <p><span id="\(target: .save)">\(save)</span> <a class="button plain" href="\(PerfumeRoutes.journal.path)">\(request.text(PerfumeWebMessages.cancel))</a></p>
                </form>
                """, session: session)
    }

    static func saveButton(_ isValid: Bool, _ request: WebRequest) -> HTML {
        SubmitButton.html(request.text(PerfumeWebMessages.done), event: .save, enabled: isValid)
    }

    static func photoSquare(_ photo: ComposePhoto, _ request: WebRequest) -> HTML {
        let image: HTML
        switch photo {
        case .none: return .empty
        case .stored(let key): image = StoredPhoto.thumbnail(key, alt: "", className: "photo preview")
        case .picked: image = StoredPhoto.picked(.photo, alt: "", className: "photo preview")
        }
        return """
            \(image)
            <label class="chip"><input type="checkbox" name="\(field: .removePhoto)" value="1" data-tap="\(event: .removePhoto)"> \
            \(request.text(PerfumeWebMessages.removePhoto))</label>
            """
    }

    /// `2024-05-01` for a date input.
    static func isoDay(_ day: TastingDay?) -> String {
        day?.isoText ?? ""
    }
}
