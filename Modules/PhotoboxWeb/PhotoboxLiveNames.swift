import PageKit

// Every live event and re-rendered element of Photobox's pages, named once: the markup
// (`data-tap="\(event: .name)"`, `id="\(target: .name)"`) and the sessions use these values, so a
// misspelled name does not compile.

extension LiveEvent {
    /// The radio group of one MBTI letter pair (0–3) in the profile form without JavaScript.
    static func mbtiGroup(_ index: Int) -> LiveEvent { LiveEvent("mbti\(index)") }
    // Read only from a form or an address (a page without JavaScript, a link).
    static let page = LiveEvent("page")
    static let q = LiveEvent("q")
    static let avatar = LiveEvent("avatar")
    static let color = LiveEvent("color")
    static let delete = LiveEvent("delete")
    static let like = LiveEvent("like")
    static let mbti = LiveEvent("mbti")
    static let metric = LiveEvent("metric")
    static let more = LiveEvent("more")
    static let nickname = LiveEvent("nickname")
    static let order = LiveEvent("order")
    static let refresh = LiveEvent("refresh")
    static let save = LiveEvent("save")
    static let search = LiveEvent("search")
    static let unlike = LiveEvent("unlike")
}

extension LiveTarget {
    static let detail = LiveTarget("detail")
    static let form = LiveTarget("form")
    static let likes = LiveTarget("likes")
    static let pages = LiveTarget("pages")
    static let results = LiveTarget("results")
    static let rows = LiveTarget("rows")
    static let toast = LiveTarget("toast")
    static let undo = LiveTarget("undo")
}
