import Core
import FeatureContract
import PageKit
import Photobox

/// "프로필 생성": the nickname with its live rule label, the four MBTI groups, the 12
/// avatars, and "완료" (create) or "저장" (edit), enabled only when `ProfileViewModel` says
/// the form is valid. Edit adds "프로필 삭제" with the seed's confirmation; deleting
/// removes every like and returns to onboarding.
struct ProfilePage {
    /// The profile.
    let profiles: Provided<ProfileRepository>

    @Sendable func create(_ request: WebRequest) async throws -> WebResponse {
        if try await profiles().load() != nil { return .redirect(PhotoboxRoutes.profile.path) }
        var generator = SystemRandomNumberGenerator()
        return try await page(.create, avatar: ProfileAvatar.random(using: &generator), nickname: "", request)
    }

    @Sendable func edit(_ request: WebRequest) async throws -> WebResponse {
        guard let profile = try await profiles().load() else { return .redirect(PhotoboxRoutes.onboarding.path) }
        return try await page(
            .edit, avatar: profile.avatar, nickname: profile.nickname, request, shown: ProfileForm(profile))
    }

    /// POST (JavaScript off): creates or saves the profile by the same rules, or shows the
    /// form again with every problem, what was picked kept.
    @Sendable func submit(_ request: WebRequest) async throws -> WebResponse {
        let mode: ProfileViewModel.Mode = try await profiles().load() == nil ? .create : .edit
        let fields = request.form
        var form = ProfileForm(nickname: fields[.nickname], avatar: Int(fields[.avatar]).flatMap(ProfileAvatar.init))
        for group in MBTISelection.groups.indices {
            if let letter = fields[.mbtiGroup(group)].first { form.mbti.toggle(letter) }
        }
        guard form.isValid else {
            return try await page(
                mode, avatar: form.avatar ?? .all[0], nickname: form.nickname, request, shown: form,
                problems: form.problems)
        }
        let profiles = try profiles()
        let valid = form
        _ = try await request.submittedForms.once(fields.value(.token)) {
            _ = mode == .create ? try await profiles.create(valid) : try await profiles.save(valid)
            return PhotoboxRoutes.topics.path
        }
        return .redirect(PhotoboxRoutes.topics.path)
    }

    /// POST (JavaScript off): "정말 삭제하기" — every like, then the profile; onboarding again.
    @Sendable func delete(_ request: WebRequest) async throws -> WebResponse {
        _ = try await profiles().delete()
        return .redirect(PhotoboxRoutes.onboarding.path)
    }

    private func page(
        _ mode: ProfileViewModel.Mode, avatar: ProfileAvatar, nickname: String,
        _ request: WebRequest, shown: ProfileForm? = nil, problems: [Message] = []
    ) async throws -> WebResponse {
        let session = request.openSession()
        let output = session.transform(
            ProfileViewModel(repository: try profiles(), mode: mode, avatar: avatar),
            .init(
                nickname: session.events(.nickname),
                mbtiTap: session.events(.mbti).compactMapStream(\.first),
                avatar: session.events(.avatar).compactMapStream { Int($0).flatMap(ProfileAvatar.init) },
                save: session.taps(.save),
                delete: session.taps(.delete)
            ))
        session.on(output.saved) { _ in .navigate(PhotoboxRoutes.topics.path) }
        session.on(output.deleted) { _ in .navigate(PhotoboxRoutes.onboarding.path) }
        session.renderFailures(output.failure)
        // The page arrives with `shown` when there is one (the stored profile, or a form sent
        // without JavaScript with its problems); the screen's later forms come live.
        let form: HTML
        if let shown {
            session.render(output.form, into: .form) { Self.fields($0, mode: mode, request) }
            form = Self.fields(shown, mode: mode, request)
        } else {
            form =
                await session.renderFirst(output.form, into: .form) { Self.fields($0, mode: mode, request) } ?? .empty
        }
        let alert: HTML =
            problems.isEmpty ? .empty : "<div role=\"alert\">\(FailureLine.list(problems, request.language))</div>"
        let placeholder = request.text(PhotoboxWebMessages.nicknamePlaceholder)
        let withdraw: HTML =
            mode == .create
            ? .empty
            : """
            <details><summary class="error">\(request.text(PhotoboxWebMessages.deleteProfile))</summary>
            <p><strong>\(request.text(PhotoboxMessages.deleteProfileTitle))</strong></p>
            <p style="white-space:pre-line">\(request.text(PhotoboxMessages.deleteProfileMessage))</p>
            <form method="post" action="\(PhotoboxRoutes.deleteProfile.path)">\
            <button type="submit" data-tap="\(event: .delete)">\(request.text(PhotoboxWebMessages.reallyDelete))</button></form></details>
            """
        return .page(
            title: request.text(PhotoboxMessages.createProfileTitle),
            body: """
                <form method="post" action="\(PhotoboxRoutes.profile.path)" class="stack">
                <input type="hidden" name="\(field: .token)" value="\(SubmittedForms.newToken())">
                <div id="\(target: .failure)">\(alert)</div>
                <input name="\(field: .nickname)" data-live="\(event: .nickname)" value="\(nickname)" placeholder="\(placeholder)" aria-label="\(placeholder)">
                <div id="\(target: .form)">\(form)</div>
                </form>
                \(withdraw)
                """, session: session)
    }

    /// Everything the form's state decides: the rule label, the letters, the avatars, the button.
    static func fields(_ form: ProfileForm, mode: ProfileViewModel.Mode, _ request: WebRequest) -> HTML {
        let check = form.nicknameCheck
        // Radio buttons: live, a pick goes to the screen (the seed's toggles); without
        // JavaScript they are sent with the form.
        let groups = MBTISelection.groups.enumerated().map { index, group -> HTML in
            let letters = group.map { letter -> HTML in
                let on = form.mbti.isSelected(letter)
                return """
                    <label class="chip\(on ? " on" : "")"><input type="radio" name="\(field: .mbtiGroup(index))" value="\(String(letter))" \
                    data-live="\(event: .mbti)"\(on ? " checked" : "")> \(String(letter))</label>
                    """
            }
            return
                "<fieldset class=\"stack\"><legend class=\"muted\">\(group.map(String.init).joined(separator: "/"))</legend>\(letters)</fieldset>"
        }
        let avatars = ProfileAvatar.all.map { avatar -> HTML in
            let on = avatar == form.avatar
            return """
                <label class="chip avatar\(on ? " on" : "")"><input type="radio" name="\(field: .avatar)" value="\(avatar.number)" data-live="\(event: .avatar)"\
                \(on ? " checked" : "") aria-label="\(request.text(PhotoboxWebMessages.avatar(avatar.number + 1)))">\(PhotoCards.avatar(avatar, size: 40))</label>
                """
        }
        let button = mode == .create ? PhotoboxWebMessages.done : PhotoboxWebMessages.save
        return """
            <p class="rule \(check.isValid ? "ok" : "bad")" id="nickname-rule">\(request.text(check.message))</p>
            <p>\(PhotoCards.avatar(form.avatar, size: 96, label: form.avatar.map { request.text(PhotoboxWebMessages.avatar($0.number + 1)) }))</p>
            <h2>\(request.text(PhotoboxWebMessages.mbtiSetting))</h2><div class="row">\(groups)</div>
            <fieldset class="chips"><legend>\(request.text(PhotoboxWebMessages.chooseAvatar))</legend>\(avatars)</fieldset>
            <p>\(SubmitButton.html(request.text(button), event: .save, enabled: form.isValid))</p>
            """
    }
}
