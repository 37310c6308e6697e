import Core
import FeatureContract
import Habits
import PageKit

/// A certified photo's stamp, edited: "저장" is enabled only when the colour or style
/// differs from the stored one (`PhotoEditViewModel`); a save returns to the album.
struct PhotoEditPage {
    /// Categories, goals and certifications.
    let habits: Provided<HabitsRepository>
    /// The clock its view-model's timers run on.
    let clock: any Clock<Duration>
    /// Today and the time zone dates are shown in.
    let dates: DateProvider

    /// POST (JavaScript off): the colour and style picked, then the album.
    @Sendable func save(_ request: WebRequest) async throws -> WebResponse {
        let repository = try habits()
        let photo = try await repository.photo(try request.recordID(HabitsRoutes.editPhoto))
        let stamp = try StampPicker.sent(request, default: StampDraft(color: photo.color, style: photo.style))
        _ = try await repository.editPhoto(photo.id, color: stamp.color, style: stamp.style)
        return .redirect(HabitsRoutes.album.path)
    }

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let repository = try habits()
        let photo = try await repository.photo(try request.recordID(HabitsRoutes.editPhoto))
        let session = request.openSession()
        let output = session.transform(
            PhotoEditViewModel(photo: photo, repository: repository, clock: clock),
            .init(color: StampPicker.colors(session), style: StampPicker.styles(session), save: session.taps(.save))
        )
        session.on(output.saved) { _ in .navigate(HabitsRoutes.album.path) }
        session.renderFailures(output.failure)
        let draft = await session.renderFirst(output.draft, into: .draft) { draft in
            """
            \(StampPicker.preview(timeZone: dates.timeZone, CertificationImage.full(photo, value: nil, request), draft: draft, date: photo.takenAt, request))\
            \(StampPicker.pickers(draft, request))
            <p>\(SubmitButton.html(request.text(HabitsWebMessages.save), event: .save, enabled: draft.canSave))</p>
            """
        }
        let audience = await AudienceField.html(request, CertificationPhoto.self, id: photo.id, session: session)
        return .page(
            title: request.text(HabitsWebMessages.editStamp),
            body: """
                <form method="post" action="\(HabitsRoutes.editPhoto(photo.id))" class="stack"><div id="\(target: .failure)"></div><div id="\(target: .draft)">\(draft)</div>
                \(audience)
                <p><a class="button plain" href="\(HabitsRoutes.album.path)">\(request.text(HabitsWebMessages.cancel))</a></p></form>
                """, session: session)
    }
}
