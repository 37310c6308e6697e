import Core
import Foundation
import Habits
import PageKit

/// The stamp's colour and style pickers and the photo with its date stamp drawn over it,
/// shared by certifying and editing.
enum StampPicker {
    /// `image` with the stamp of `date` (as a clock in `timeZone` reads it) in `draft`'s
    /// colour and style.
    static func preview(timeZone: TimeZone, _ image: HTML, draft: StampDraft, date: Date, _ request: WebRequest)
        -> HTML
    {
        let stamp = CertificationStamp.lines(date, in: timeZone)
        return """
            <div class="stamped">\(image)\
            <div class="stamp" style="color: \(draft.color.hex); \(draft.style.css)">\
            <span>\(stamp.day)</span><span>\(request.text(stamp.time))</span></div></div>
            """
    }

    /// The 18 colours and the styles as radio buttons, the picked ones checked: live, a
    /// pick goes to the screen; without JavaScript it is sent with the form.
    static func pickers(_ draft: StampDraft, _ request: WebRequest) -> HTML {
        let colors = OverlayColor.presets.map { color -> HTML in
            let on = color == draft.color
            let name = request.text(StampColorNames.name(of: color))
            return """
                <label class="chip swatch\(on ? " on" : "")" title="\(name)" style="background: \(color.hex)">\
                <input type="radio" name="\(field: .color)" value="\(color.hex)" data-live="\(event: .color)"\(on ? " checked" : "") aria-label="\(name)"></label>
                """
        }
        let styles = StampStyle.allCases.map { style -> HTML in
            let on = style == draft.style
            return """
                <label class="chip\(on ? " on" : "")" style="\(style.css)"><input type="radio" name="\(field: .style)" value="\(style.rawValue)" \
                data-live="\(event: .style)"\(on ? " checked" : "")> \(style == .none ? request.text(HabitsWebMessages.plainStyle) : style.rawValue)</label>
                """
        }
        return """
            <fieldset class="chips"><legend>\(request.text(HabitsWebMessages.color))</legend>\(colors)</fieldset>
            <fieldset class="chips"><legend>\(request.text(HabitsWebMessages.style))</legend>\(styles)</fieldset>
            """
    }

    /// The colour and style a form without JavaScript sent (the stored or default ones when absent).
    static func sent(_ request: WebRequest, default draft: StampDraft) throws -> (
        color: OverlayColor, style: StampStyle
    ) {
        let color =
            try request.form.value(.color).map { text throws(UserError) in try OverlayColor(argument: text) }
            ?? draft.color
        let style =
            try request.form.value(.style).map { text throws(UserError) in try StampStyle(argument: text) }
            ?? draft.style
        return (color, style)
    }

    /// The colours the page taps, checked.
    static func colors(_ session: LiveSession) -> AsyncStream<OverlayColor> {
        session.events(.color).compactMapStream { try? OverlayColor(argument: $0) }
    }

    /// The styles the page taps, checked.
    static func styles(_ session: LiveSession) -> AsyncStream<StampStyle> {
        session.events(.style).compactMapStream { try? StampStyle(argument: $0) }
    }
}
