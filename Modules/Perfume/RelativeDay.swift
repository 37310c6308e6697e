/// A day said in words, as jrnl reads them: `today`, `yesterday`, `the day before
/// yesterday`, `3 days ago`, `last friday` (the latest Friday before today), and in Korean
/// 오늘, 어제, 그저께/그제, `3일 전`, `지난 금요일` (the same) and `지난주 금요일` (Friday of last
/// week, weeks starting on Monday). A weekday alone (`friday`, `금요일`) is refused as
/// unclear rather than guessed.
enum RelativeDay {
    /// What `text` says.
    enum Reading: Equatable {
        /// This many days before today (0 is today).
        case daysAgo(Int)
        /// A weekday alone (0 for Sunday): which week is not said.
        case unclearWeekday(Int)
    }

    /// What the words in `text` (lowercased, trimmed) say, or nil when they are not words of a day.
    static func read(_ text: String, today weekday: Int) -> Reading? {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        switch words {
        case ["today"], ["오늘"]: return .daysAgo(0)
        case ["yesterday"], ["어제"]: return .daysAgo(1)
        case ["the", "day", "before", "yesterday"], ["그저께"], ["그제"]: return .daysAgo(2)
        default: break
        }
        if words.count == 3, words[2] == "ago", ["day", "days"].contains(words[1]), let count = Int(words[0]) {
            return (1...3_650).contains(count) ? .daysAgo(count) : nil
        }
        if words.count == 2, words[1] == "전", words[0].hasSuffix("일"), let count = Int(words[0].dropLast()) {
            return (1...3_650).contains(count) ? .daysAgo(count) : nil
        }
        if words.count == 2, ["last", "지난"].contains(words[0]), let target = self.weekday(words[1]) {
            // The latest such weekday before today: a week ago when today is one.
            let back = (weekday - target + 7) % 7
            return .daysAgo(back == 0 ? 7 : back)
        }
        if words.count == 2, words[0] == "지난주", let target = self.weekday(words[1]) {
            // Weeks start on Monday: that weekday of the week before this one.
            let mondayBased = { (day: Int) in (day + 6) % 7 }
            return .daysAgo(mondayBased(weekday) + 7 - mondayBased(target))
        }
        if words.count == 1, let alone = self.weekday(words[0]) { return .unclearWeekday(alone) }
        return nil
    }

    /// 0 for Sunday to 6 for Saturday, from an English or Korean name (`fri`, `friday`, `금`, `금요일`).
    static func weekday(_ word: String) -> Int? {
        if let index = english.firstIndex(where: { $0 == word || ($0.prefix(3) == word) }) { return index }
        let stem = word.hasSuffix("요일") ? String(word.dropLast(2)) : word
        return korean.firstIndex(of: stem)
    }

    /// The weekdays' names, from Sunday.
    static let english = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    static let korean = ["일", "월", "화", "수", "목", "금", "토"]
}
