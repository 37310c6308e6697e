import Core
import Habits
import WebKit

/// A certified photo's stamp, edited: "저장" is enabled only when the colour or style
/// differs from the stored one (`PhotoEditViewModel`); a save returns to the album.
enum PhotoEditPage {
    @Sendable static func show(_ request: WebRequest) async throws -> WebResponse {
        let repository = try request.habits
        let photo = try await repository.photo(request.parameter("id"))
        let session = request.openSession()
        let output = session.transform(
            PhotoEditViewModel(photo: photo, repository: repository, clock: request.dependencies.clock),
            .init(color: StampPicker.colors(session), style: StampPicker.styles(session), save: session.taps("save"))
        )
        session.on(output.saved) { _ in .navigate("/habits/album") }
        session.renderFailures(output.failure)
        let draft = await session.renderFirst(output.draft, into: "draft") { draft in
            """
            \(StampPicker.preview(StoredPhoto.full(photo.image, alt: ""), draft: draft, date: photo.takenAt, request))\
            \(StampPicker.pickers(draft, request))
            <p><button type="button" data-tap="save"\(draft.canSave ? "" : " disabled")>\(request.text(HabitsWebMessages.save))</button></p>
            """
        }
        return .page(title: request.text(HabitsWebMessages.editStamp), body: """
            <div class="stack"><div id="failure"></div><div id="draft">\(draft)</div>
            <p><a href="/habits/album">\(request.text(HabitsWebMessages.cancel))</a></p></div>
            """, session: session)
    }
}
