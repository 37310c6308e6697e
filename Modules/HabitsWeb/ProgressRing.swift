import Core
import PageKit

/// A goal's progress as the seed draws it: a ring filled to its percentage, the number in
/// its middle, and the sentence beside it ("30일 중 12일 · 40%").
enum ProgressRing {
    /// The ring for `percent` (0–100) with `sentence` beside it; a screen reader hears a
    /// progress bar named by the sentence.
    static func html(percent: Int, sentence: String) -> HTML {
        let clamped = min(max(percent, 0), 100)
        return """
            <div class="progress"><span class="ring" role="progressbar" aria-valuemin="0" aria-valuemax="100" \
            aria-valuenow="\(clamped)" aria-label="\(sentence)" style="--percent: \(clamped)"><span aria-hidden="true">\(clamped)%</span></span>\
            <span>\(sentence)</span></div>
            """
    }
}
