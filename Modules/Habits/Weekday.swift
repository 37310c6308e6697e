import Core

/// A day of the week, numbered as the seed stored them: 0 = Sunday … 6 = Saturday.
public enum Weekday: Int, Sendable, CaseIterable, Codable, Comparable {
    case sun, mon, tue, wed, thu, fri, sat

    /// 일 월 화 수 목 금 토 / Sun Mon Tue ….
    public var label: Message {
        let korean = ["일", "월", "화", "수", "목", "금", "토"][rawValue]
        let english = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][rawValue]
        return Message(en: english, ko: korean)
    }

    /// The iCalendar `BYDAY` code: SU, MO, ….
    public var iCalendarCode: String { ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][rawValue] }

    /// `mon`, as `--days` takes it.
    public var argument: String { String(describing: self) }

    /// Parses `mon`, `monday`, `월`, `월요일`.
    public init?(argument: String) {
        let text = argument.trimmingWhitespace.lowercased()
        let names = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
        guard
            let day = Self.allCases.first(where: { day in
                (text.count >= 3 && names[day.rawValue].hasPrefix(text)) || text == day.label.korean
                    || text == day.label.korean + "요일"
            })
        else { return nil }
        self = day
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}
