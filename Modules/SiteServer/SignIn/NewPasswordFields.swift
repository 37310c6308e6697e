import Core
import PageKit

/// A new password typed twice, as the account page and an invitation's ask for it: the
/// two fields, and what is wrong with what was sent.
enum NewPasswordFields {
    /// Why `form`'s `new` and `again` cannot be the new password; nil when they can.
    static func problem(in form: WebForm) -> Message? {
        ServePassword.problem(with: form["new"])
            ?? (form["new"] == form["again"] ? nil : SignInMessages.passwordsDiffer)
    }

    /// The two fields (the first focused when `autofocus`).
    static func html(_ language: Language, autofocus: Bool = false) -> HTML {
        """
        <label>\(SignInMessages.newPassword.text(language))<input type="password" name="new" autocomplete="new-password" \
        minlength="\(ServePassword.minimumLength)" required\(autofocus ? HTML(trusted: " autofocus") : .empty)></label>
        <label>\(SignInMessages.newPasswordAgain.text(language))<input type="password" name="again" autocomplete="new-password" required></label>
        """
    }
}
