import PageKit

// Every live event and re-rendered element of Habits's pages, named once: the markup
// (`data-tap="\(event: .name)"`, `id="\(target: .name)"`) and the sessions use these values, so a
// misspelled name does not compile.

extension LiveEvent {
    // Read only from a form or an address (a page without JavaScript, a link).
    static let days = LiveEvent("days")
    static let end = LiveEvent("end")
    static let start = LiveEvent("start")
    static let times = LiveEvent("times")
    static let undo = LiveEvent("undo")
    static let unit = LiveEvent("unit")
    static let more = LiveEvent("more")
    static let addCategory = LiveEvent("addCategory")
    static let category = LiveEvent("category")
    static let color = LiveEvent("color")
    static let day = LiveEvent("day")
    static let month = LiveEvent("month")
    static let photo = LiveEvent("photo")
    static let save = LiveEvent("save")
    static let scheduleTimes = LiveEvent("scheduleTimes")
    static let scheduleUnit = LiveEvent("scheduleUnit")
    static let style = LiveEvent("style")
    static let subtitle = LiveEvent("subtitle")
    static let title = LiveEvent("title")
    static let value = LiveEvent("value")
    static let measureDirection = LiveEvent("measureDirection")
    static let measureTarget = LiveEvent("measureTarget")
    static let measureUnit = LiveEvent("measureUnit")
    static let keptBy = LiveEvent("keptBy")
    static let weekday = LiveEvent("weekday")
    static let windowEnd = LiveEvent("windowEnd")
    static let windowStart = LiveEvent("windowStart")
}

extension LiveTarget {
    static let album = LiveTarget("album")
    static let categorySheet = LiveTarget("category-sheet")
    static let draft = LiveTarget("draft")
    static let goalForm = LiveTarget("goal-form")
    static let sections = LiveTarget("sections")
}
