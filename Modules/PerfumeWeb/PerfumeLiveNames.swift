import PageKit

// Every live event and re-rendered element of Perfume's pages, named once: the markup
// (`data-tap="\(event: .name)"`, `id="\(target: .name)"`) and the sessions use these values, so a
// misspelled name does not compile.

extension LiveEvent {
    // Read only from a form or an address (a page without JavaScript, a link).
    static let q = LiveEvent("q")
    static let brand = LiveEvent("brand")
    static let date = LiveEvent("date")
    static let more = LiveEvent("more")
    static let name = LiveEvent("name")
    static let notes = LiveEvent("notes")
    static let photo = LiveEvent("photo")
    static let query = LiveEvent("query")
    static let removePhoto = LiveEvent("removePhoto")
    static let save = LiveEvent("save")
    static let sentence = LiveEvent("sentence")
    static let wish = LiveEvent("wish")
    static let wished = LiveEvent("wished")
}

extension LiveTarget {
    static let entry = LiveTarget("entry")
    static let journal = LiveTarget("journal")
    static let photo = LiveTarget("photo")
    static let problems = LiveTarget("problems")
    static let results = LiveTarget("results")
    static let save = LiveTarget("save")
}
