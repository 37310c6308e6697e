import Core
import Habits

/// Parses days, day sets, windows, colours and styles with Mosaic's messages.
enum HabitsArguments {
    /// `2024-05-01`, `today`, `tomorrow`, `오늘`, `내일`.
    static func day(_ text: String, today: CalendarDay) throws(UserError) -> CalendarDay {
        switch text.trimmingWhitespace.lowercased() {
        case "today", "오늘": return today
        case "tomorrow", "내일": return today.adding(days: 1)
        default:
            guard let day = CalendarDay(text) else {
                throw UserError(HabitsMessages.invalidDay(text), category: .invalidInput)
            }
            return day
        }
    }

}
