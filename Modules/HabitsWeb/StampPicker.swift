import Core
import Foundation
import Habits
import WebKit

/// The stamp's colour and style pickers and the photo with its date stamp drawn over it,
/// shared by certifying and editing.
enum StampPicker {
    /// `image` with the stamp of `date` in `draft`'s colour and style.
    static func preview(_ image: HTML, draft: StampDraft, date: Date, _ request: WebRequest) -> HTML {
        let stamp = CertificationStamp.lines(date, in: request.dependencies.dates.timeZone)
        return """
            <div class="stamped">\(image)\
            <div class="stamp" style="color: \(draft.color.hex); \(draft.style.css)">\
            <span>\(stamp.day)</span><span>\(request.text(stamp.time))</span></div></div>
            """
    }

    /// The 18 colours and the styles, the picked ones on.
    static func pickers(_ draft: StampDraft, _ request: WebRequest) -> HTML {
        let colors = OverlayColor.presets.map { color -> HTML in
            let on = color == draft.color
            return """
                <button type="button" class="chip swatch\(on ? " on" : "")" data-tap="color" data-value="\(color.hex)" \
                aria-pressed="\(on ? "true" : "false")" title="\(color.hex)" style="background: \(color.hex)"></button>
                """
        }
        let styles = StampStyle.allCases.map { style -> HTML in
            let on = style == draft.style
            return """
                <button type="button" class="chip\(on ? " on" : "")" data-tap="style" data-value="\(style.rawValue)" \
                aria-pressed="\(on ? "true" : "false")" style="\(style.css)">\(style.rawValue)</button>
                """
        }
        return """
            <p>\(request.text(HabitsWebMessages.color))</p><div class="chips">\(colors)</div>
            <p>\(request.text(HabitsWebMessages.style))</p><div class="chips">\(styles)</div>
            """
    }

    /// The colours the page taps, checked.
    static func colors(_ session: LiveSession) -> AsyncStream<OverlayColor> {
        session.events("color").compactMapStream { try? OverlayColor(argument: $0) }
    }

    /// The styles the page taps, checked.
    static func styles(_ session: LiveSession) -> AsyncStream<StampStyle> {
        session.events("style").compactMapStream { try? StampStyle(argument: $0) }
    }
}
