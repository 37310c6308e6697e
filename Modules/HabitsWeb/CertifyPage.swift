import Core
import Foundation
import Habits
import WebKit

/// "인증하기": a photo uploaded, its date stamp previewed live in the colour and style
/// picked, then "저장" (`CertifyViewModel`: nothing is stored before it, and a goal
/// outside its window says when the next one opens). A save opens the goal's calendar.
enum CertifyPage {
    @Sendable static func show(_ request: WebRequest) async throws -> WebResponse {
        let repository = try request.habits
        let goal = try await repository.goal(request.parameter("id"))
        let session = request.openSession()
        let output = session.transform(
            CertifyViewModel(goalID: goal.id, repository: repository, clock: request.dependencies.clock),
            .init(photo: session.images("photo"), color: StampPicker.colors(session), style: StampPicker.styles(session), save: session.taps("save"))
        )
        let dates = request.dependencies.dates
        session.on(output.saved) { _ in .navigate("/habits/goals/\(goal.id)") }
        session.renderFailures(output.failure)
        let stamped = await session.renderFirst(output.draft, into: "draft") { draft($0, now: dates.now(), request) }
        return .page(title: "\(goal.title) · \(request.text(HabitsWebMessages.certifyTitle))", body: """
            <div class="stack">
            <div id="failure"></div>
            <label>\(request.text(HabitsWebMessages.photo))<input type="file" accept="image/*" capture="environment" name="photo" data-live="photo"></label>
            <div id="draft">\(stamped)</div>
            <p><a href="/habits/goals/\(goal.id)">\(request.text(HabitsWebMessages.cancel))</a></p>
            </div>
            """, session: session)
    }

    static func draft(_ draft: StampDraft, now: Date, _ request: WebRequest) -> HTML {
        let preview: HTML = draft.image == nil ? .empty
            : StampPicker.preview(StoredPhoto.picked("photo", alt: "", className: ""), draft: draft, date: now, request)
        return """
            \(preview)\(StampPicker.pickers(draft, request))
            <p><button type="button" data-tap="save"\(draft.canSave ? "" : " disabled")>\(request.text(HabitsWebMessages.save))</button></p>
            """
    }
}
