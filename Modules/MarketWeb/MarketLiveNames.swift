import PageKit

// Every live event and re-rendered element of Market's pages, named once: the markup
// (`data-tap="\(event: .name)"`, `id="\(target: .name)"`) and the sessions use these values, so a
// misspelled name does not compile.

extension LiveEvent {
    // Read only from a form or an address (a page without JavaScript, a link).
    static let q = LiveEvent("q")
    static let category = LiveEvent("category")
    static let details = LiveEvent("details")
    static let free = LiveEvent("free")
    static let mine = LiveEvent("mine")
    static let more = LiveEvent("more")
    static let price = LiveEvent("price")
    static let search = LiveEvent("search")
    static let status = LiveEvent("status")
    static let submit = LiveEvent("submit")
    static let title = LiveEvent("title")
}

extension LiveTarget {
    static let draft = LiveTarget("draft")
    static let free = LiveTarget("free")
    static let listings = LiveTarget("listings")
    static let price = LiveTarget("price")
    static let problems = LiveTarget("problems")
    static let saved = LiveTarget("saved")
}
