/// Which days of a span are in a set, marked by their distance from its first day: a goal's
/// progress asks it of each of its days, by the thousand, where a set would hash each one.
struct DayMarks {
    /// The first day's ordinal (`CalendarDay.ordinal`).
    private let first: Int
    private var marks: [Bool]

    /// The days of `days` from the ordinal `first` through `last`; others are left out.
    init(_ days: some Sequence<CalendarDay>, from first: Int, through last: Int) {
        self.first = first
        marks = Array(repeating: false, count: max(0, last - first + 1))
        for day in days {
            let place = day.ordinal - first
            if marks.indices.contains(place) { marks[place] = true }
        }
    }

    /// Whether the day with this ordinal is marked.
    func contains(_ ordinal: Int) -> Bool {
        let place = ordinal - first
        return marks.indices.contains(place) && marks[place]
    }
}
