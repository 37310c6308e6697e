import PageKit

// Every live event and re-rendered element of AppLibrary's pages, named once: the markup
// (`data-tap="\(event: .name)"`, `id="\(target: .name)"`) and the sessions use these values, so a
// misspelled name does not compile.

extension LiveEvent {
    // Read only from a form or an address (a page without JavaScript, a link).
    static let page = LiveEvent("page")
    static let q = LiveEvent("q")
    static let content = LiveEvent("content")
    static let more = LiveEvent("more")
    static let query = LiveEvent("query")
    static let rating = LiveEvent("rating")
    static let remove = LiveEvent("remove")
    static let search = LiveEvent("search")
    static let send = LiveEvent("send")
    static let title = LiveEvent("title")
    static let toggle = LiveEvent("toggle")
}

extension LiveTarget {
    static let mine = LiveTarget("mine")
    static let problems = LiveTarget("problems")
    static let results = LiveTarget("results")
    static let sections = LiveTarget("sections")
    static let send = LiveTarget("send")
    static let toggle = LiveTarget("toggle")
    static let undo = LiveTarget("undo")
}
