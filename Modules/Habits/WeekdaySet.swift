import Core

/// The days of the week a goal is certified on.
public struct WeekdaySet: Sendable, Hashable, Codable {
    public static let everyDay = WeekdaySet(Set(Weekday.allCases))
    public static let weekdays = WeekdaySet([.mon, .tue, .wed, .thu, .fri])
    public static let weekend = WeekdaySet([.sun, .sat])

    public private(set) var days: Set<Weekday>

    public init(_ days: Set<Weekday>) {
        self.days = days
    }

    /// Sorted, so the same set is always written the same way (stored and `--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(days.sorted(), forKey: .days)
    }

    public func contains(_ day: Weekday) -> Bool { days.contains(day) }

    public var isEmpty: Bool { days.isEmpty }

    /// Turns one day on or off (the time sheet's toggle row).
    public mutating func toggle(_ day: Weekday) {
        if days.contains(day) { days.remove(day) } else { days.insert(day) }
    }

    /// "매일", "주말", "평일", "월 ~ 수" for a run of three or more, else "월, 수, 금"
    /// (without the seed's leading space).
    public var summary: Message {
        switch self {
        case .everyDay: return Message(en: "Every day", ko: "매일")
        case .weekend: return Message(en: "Weekends", ko: "주말")
        case .weekdays: return Message(en: "Weekdays", ko: "평일")
        default: break
        }
        var runs: [[Weekday]] = []
        for day in days.sorted() {
            if let last = runs.last?.last, last.rawValue + 1 == day.rawValue {
                runs[runs.count - 1].append(day)
            } else {
                runs.append([day])
            }
        }
        func text(_ label: (Weekday) -> String) -> String {
            runs.map { run in
                run.count >= 3 ? "\(label(run.first!)) ~ \(label(run.last!))" : run.map(label).joined(separator: ", ")
            }.joined(separator: ", ")
        }
        return Message(en: text { $0.label.english }, ko: text { $0.label.korean })
    }

    /// The days as `--days` takes them: `daily`, `weekdays`, `weekend` or `mon,wed,fri`; the
    /// one way `--json` writes them.
    public var argument: String {
        switch self {
        case .everyDay: "daily"
        case .weekdays: "weekdays"
        case .weekend: "weekend"
        default: days.sorted().map(\.argument).joined(separator: ",")
        }
    }

    /// Parses `daily`, `weekdays`, `weekend` or a list like `mon,wed,fri` / `월,수,금`.
    public init?(argument: String) {
        switch argument.trimmingWhitespace.lowercased() {
        case "daily", "everyday", "every-day", "매일": self = .everyDay
        case "weekdays", "weekday", "평일": self = .weekdays
        case "weekend", "weekends", "주말": self = .weekend
        default:
            let parts = argument.split(separator: ",").map { Weekday(argument: String($0)) }
            guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
            self.init(Set(parts.compactMap { $0 }))
        }
    }
}
