import Core

/// A form's submit button that a live screen enables only when the form is valid (the
/// seeds' "완료" and "보내기"). It is marked `data-disabled` rather than disabled: the page's
/// script disables it, so with JavaScript off it stays usable and the server checks the
/// form when it is posted.
public enum SubmitButton {
    /// The button: a tap goes to the live screen as `event`; without JavaScript it posts the form.
    public static func html(_ label: String, event: LiveEvent, enabled: Bool) -> HTML {
        "<button type=\"submit\" data-tap=\"\(event: event)\"\(enabled ? HTML.empty : HTML(trusted: " data-disabled"))>\(label)</button>"
    }
}
