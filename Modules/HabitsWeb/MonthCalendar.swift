import Core
import Habits
import PageKit

/// A month as a 7-column grid, Sunday first, each day drawn by `cell`.
enum MonthCalendar {
    static func grid(year: Int, month: Int, _ request: WebRequest, cell: (CalendarDay) -> HTML) -> HTML {
        guard let first = CalendarDay(year: year, month: month, day: 1) else { return .empty }
        let heads = Weekday.allCases.map { "<span class=\"muted\">\(request.text($0.label))</span>" as HTML }
        let blanks = Array(repeating: "<span></span>" as HTML, count: first.weekday.rawValue)
        var days: [HTML] = []
        var day = first
        while day.month == month {
            days.append(cell(day))
            day = day.adding(days: 1)
        }
        return """
            <h2>\(first.monthKey)</h2>
            <div class="calendar">\(heads)\(blanks)\(days)</div>
            """
    }

    /// A goal's month (`GoalMonth`), each day drawn by `cell`.
    static func grid(_ month: GoalMonth, _ request: WebRequest, cell: (CalendarDay) -> HTML) -> HTML {
        grid(year: month.first.year, month: month.first.month, request, cell: cell)
    }

    /// The month after `year`-`month`, or before it with `by: -1`.
    static func shifted(year: Int, month: Int, by offset: Int) -> (year: Int, month: Int) {
        let index = year * 12 + (month - 1) + offset
        return (index / 12, index % 12 + 1)
    }
}
