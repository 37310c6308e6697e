import Core
import Photobox
import WebKit

/// "프로필 생성": the nickname with its live rule label, the four MBTI groups, the 12
/// avatars, and "완료" (create) or "저장" (edit), enabled only when `ProfileViewModel` says
/// the form is valid. Edit adds "프로필 삭제" with the seed's confirmation; deleting
/// removes every like and returns to onboarding.
enum ProfilePage {
    @Sendable static func create(_ request: WebRequest) async throws -> WebResponse {
        if try await request.profile() != nil { return .redirect("/photos/profile") }
        var generator = SystemRandomNumberGenerator()
        return try await page(.create, avatar: ProfileAvatar.random(using: &generator), nickname: "", request)
    }

    @Sendable static func edit(_ request: WebRequest) async throws -> WebResponse {
        guard let profile = try await request.profile() else { return .redirect("/photos/onboarding") }
        return try await page(.edit, avatar: profile.avatar, nickname: profile.nickname, request)
    }

    private static func page(_ mode: ProfileViewModel.Mode, avatar: ProfileAvatar, nickname: String,
                             _ request: WebRequest) async throws -> WebResponse {
        let session = request.openSession()
        let output = session.transform(ProfileViewModel(repository: try request.profiles, mode: mode, avatar: avatar), .init(
            nickname: session.events("nickname"),
            mbtiTap: session.events("mbti").compactMapStream(\.first),
            avatar: session.events("avatar").compactMapStream { Int($0).flatMap(ProfileAvatar.init) },
            save: session.taps("save"),
            delete: session.taps("delete")
        ))
        session.on(output.saved) { _ in .navigate("/photos") }
        session.on(output.deleted) { _ in .navigate("/photos/onboarding") }
        session.renderFailures(output.failure)
        let form = await session.renderFirst(output.form, into: "form") { fields($0, mode: mode, request) }
        let placeholder = request.text(PhotoboxWebMessages.nicknamePlaceholder)
        let withdraw: HTML = mode == .create ? .empty : """
            <details><summary class="error">\(request.text(PhotoboxWebMessages.deleteProfile))</summary>
            <p><strong>\(request.text(PhotoboxMessages.deleteProfileTitle))</strong></p>
            <p style="white-space:pre-line">\(request.text(PhotoboxMessages.deleteProfileMessage))</p>
            <button type="button" data-tap="delete">\(request.text(PhotoboxWebMessages.reallyDelete))</button></details>
            """
        return .page(title: request.text(PhotoboxMessages.createProfileTitle), body: """
            <div class="stack">
            <div id="failure"></div>
            <input name="nickname" data-live="nickname" value="\(nickname)" placeholder="\(placeholder)" aria-label="\(placeholder)">
            <div id="form">\(form)</div>
            \(withdraw)
            </div>
            """, session: session)
    }

    /// Everything the form's state decides: the rule label, the letters, the avatars, the button.
    static func fields(_ form: ProfileForm, mode: ProfileViewModel.Mode, _ request: WebRequest) -> HTML {
        let check = form.nicknameCheck
        let groups = MBTISelection.groups.map { group -> HTML in
            let letters = group.map { letter -> HTML in
                let on = form.mbti.isSelected(letter)
                return "<button type=\"button\" class=\"chip\(on ? " on" : "")\" data-tap=\"mbti\" data-value=\"\(String(letter))\" aria-pressed=\"\(on ? "true" : "false")\">\(String(letter))</button>"
            }
            return "<span class=\"stack\">\(letters)</span>"
        }
        let avatars = ProfileAvatar.all.map { avatar -> HTML in
            let on = avatar == form.avatar
            return """
                <button type="button" class="plain\(on ? " chip on" : "")" data-tap="avatar" data-value="\(avatar.number)" \
                aria-pressed="\(on ? "true" : "false")">\(PhotoCards.avatar(avatar, size: 40))</button>
                """
        }
        let button = mode == .create ? PhotoboxWebMessages.done : PhotoboxWebMessages.save
        return """
            <p class="rule \(check.isValid ? "ok" : "bad")" id="nickname-rule">\(request.text(check.message))</p>
            <p>\(PhotoCards.avatar(form.avatar, size: 96))</p>
            <h2>\(request.text(PhotoboxWebMessages.mbtiSetting))</h2><div class="row">\(groups)</div>
            <h2>\(request.text(PhotoboxWebMessages.chooseAvatar))</h2><div class="chips">\(avatars)</div>
            <p><button type="button" data-tap="save"\(form.isValid ? "" : " disabled")>\(request.text(button))</button></p>
            """
    }
}
