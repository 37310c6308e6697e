import Core
import FeatureContract
import Foundation
import Habits
import PageKit

/// "인증하기": a photo uploaded, its date stamp previewed live in the colour and style
/// picked, then "저장" (`CertifyViewModel`: nothing is stored before it, and a goal
/// outside its window says when the next one opens). A save opens the goal's calendar.
/// Without JavaScript the page is a form: the photo, colour and style are posted together.
struct CertifyPage {
    /// Categories, goals and certifications.
    let habits: Provided<HabitsRepository>
    /// The clock its view-model's timers run on.
    let clock: any Clock<Duration>
    /// Today and the time zone dates are shown in.
    let dates: DateProvider

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        try await page(request, failure: nil)
    }

    /// POST (JavaScript off): certifies with the photo sent, once per form, and opens the
    /// goal; a photo that is not one, or a goal outside its window, shows why.
    @Sendable func submit(_ request: WebRequest) async throws -> WebResponse {
        let repository = try habits()
        let goal = try await repository.goal(try request.recordID(HabitsRoutes.goal))
        do {
            guard let upload = request.form.file(.photo) else {
                throw UserError(HabitsWebMessages.choosePhoto, category: .invalidInput)
            }
            let image = try ImageFile(data: upload.data, name: upload.filename)
            let stamp = try StampPicker.sent(request, default: StampDraft())
            let typed = request.form[.value]
            let value = try typed.isEmpty ? nil : GoalMeasure.value(typed)
            return .redirect(
                try await request.submittedForms.once(request.form.value(.token)) {
                    _ = try await repository.certify(
                        goal.id, image: image, value: value, color: stamp.color, style: stamp.style)
                    return HabitsRoutes.goal(goal.id)
                })
        } catch let error as UserError where error.category == .invalidInput {
            return try await page(request, failure: error.message)
        }
    }

    private func page(_ request: WebRequest, failure: Message?) async throws -> WebResponse {
        let repository = try habits()
        let goal = try await repository.goal(try request.recordID(HabitsRoutes.goal))
        let session = request.openSession()
        let output = session.transform(
            CertifyViewModel(goal: goal, repository: repository, clock: clock),
            .init(
                photo: session.images(.photo), color: StampPicker.colors(session), style: StampPicker.styles(session),
                value: session.events(.value).mapStream { try? GoalMeasure.value($0) }, save: session.taps(.save))
        )
        session.on(output.saved) { _ in .navigate(HabitsRoutes.goal(goal.id)) }
        session.renderFailures(output.failure)
        let stamped = await session.renderFirst(output.draft, into: .draft) {
            draft($0, now: dates.now(), request)
        }
        let audience = await AudienceField.html(request, CertificationPhoto.self, id: nil, session: session)
        return .page(
            title: "\(goal.title) · \(request.text(HabitsWebMessages.certifyTitle))",
            body: """
                <form method="post" action="\(HabitsRoutes.certify(goal.id))" enctype="multipart/form-data" class="stack">
                <input type="hidden" name="\(field: .token)" value="\(SubmittedForms.newToken())">
                <div id="\(target: .failure)">\(failure.map { FailureLine.html($0, request.language) })</div>
                <label>\(request.text(HabitsWebMessages.photo))<input type="file" accept="image/*" capture="environment" name="\(field: .photo)" data-live="\(event: .photo)"></label>
                \(goal.measure.map { Self.valueField($0, request) })
                \(audience)
                <div id="\(target: .draft)">\(stamped)</div>
                <p><a class="button plain" href="\(HabitsRoutes.goal(goal.id))">\(request.text(HabitsWebMessages.cancel))</a></p>
                </form>
                """, session: session)
    }

    /// The day's value on a measurable goal; outside the redrawn draft, so it keeps its focus.
    static func valueField(_ measure: GoalMeasure, _ request: WebRequest) -> HTML {
        """
        <label>\(request.text(HabitsWebMessages.todayValue(measure))) \
        <input type="number" name="\(field: .value)" step="any" min="0" inputmode="decimal" required data-live="\(event: .value)"></label>
        """
    }

    func draft(_ draft: StampDraft, now: Date, _ request: WebRequest) -> HTML {
        let preview: HTML =
            draft.image == nil
            ? .empty
            : StampPicker.preview(
                timeZone: dates.timeZone, StoredPhoto.picked(.photo, alt: "", className: ""), draft: draft, date: now,
                request)
        return """
            \(preview)\(StampPicker.pickers(draft, request))
            <p>\(SubmitButton.html(request.text(HabitsWebMessages.save), event: .save, enabled: draft.canSave))</p>
            """
    }
}
