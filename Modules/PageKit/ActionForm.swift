import Core

/// A live page's button that changes something (a heart, 받기/삭제) as a form of its own:
/// with JavaScript the tap goes to the live screen; without it the button posts to
/// `action`, which does the same and returns to the page it came from.
public enum ActionForm {
    /// `button` (a submit button with its `data-tap`) in a form posting to `action`, carrying `back`.
    public static func html(action: String, back: String, _ button: HTML) -> HTML {
        """
        <form method="post" action="\(action)" class="inline"><input type="hidden" name="back" value="\(back)">\(button)</form>
        """
    }
}

extension WebRequest {
    /// Where an action form came from (its `back` field), when that is a page of this
    /// site; else `fallback`. Never another site (`LocalPath`).
    public func returnPath(or fallback: String) -> String {
        let back = form["back"]
        return LocalPath.isSafe(back) ? back : fallback
    }
}
