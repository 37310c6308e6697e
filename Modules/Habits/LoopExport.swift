import Core
import Foundation

/// What Loop Habit Tracker's CSV export holds, read from its files: `Habits.csv` (either
/// generation of columns) and the wide `Checkmarks.csv` (`Date`, then one column per habit
/// in `Habits.csv`'s order, newest day first), or, without that file, each habit's own
/// `NNN Name/Checkmarks.csv`.
public struct LoopExport: Sendable, Equatable {
    /// One day's value in Loop.
    public enum Entry: Sendable, Equatable {
        /// Done, as the person marked it (`YES_MANUAL`, or 2 in the older generation).
        case done
        /// `SKIP`: not asked for that day.
        case skipped
        /// A numerical habit's value (the file holds it ×1000).
        case value(Double)
    }

    /// One habit and its days.
    public struct Habit: Sendable, Equatable {
        /// Its name.
        public let name: String
        /// The question Loop asks ("Did you run today?"); may be empty.
        public let question: String
        /// Its description; may be empty.
        public let description: String
        /// Loop's frequency: `numerator` times every `denominator` days.
        public let numerator: Int
        /// Loop's frequency: `numerator` times every `denominator` days.
        public let denominator: Int
        /// Whether Loop had it archived.
        public let archived: Bool
        /// A numerical habit's unit and target; nil for a yes/no habit.
        public let measure: GoalMeasure?
        /// The days that hold something to keep (done, skipped or a value).
        public var entries: [CalendarDay: Entry]
        /// The first day Loop knew anything of, a day not done included: where its history starts.
        public var firstDay: CalendarDay? = nil
    }

    /// The habits, in Loop's order.
    public let habits: [Habit]

    /// Of the paths of an export's files (a folder's or a ZIP's), those the import reads:
    /// `Habits.csv`, and the wide `Checkmarks.csv` beside it or else each habit's own.
    public static func filesRead(among paths: [String]) -> [String] {
        let names = paths.sorted()
        guard let habitsPath = habitsFile(among: names) else { return [] }
        let root = String(habitsPath.dropLast("Habits.csv".count))
        if names.contains(root + "Checkmarks.csv") { return [habitsPath, root + "Checkmarks.csv"] }
        return [habitsPath]
            + names.filter { $0.hasPrefix(root) && fileName($0) == "Checkmarks.csv" && isInHabitFolder($0) }
    }

    /// Reads the files of an export, by their paths inside it (a folder or a ZIP); `source`
    /// names the export in messages. A file that is not what Loop writes is refused (65),
    /// naming the file, the line and the column.
    public init(files: [String: String], source: String) throws(UserError) {
        // The files may sit inside one folder of the archive.
        let names = files.keys.sorted()
        guard let habitsPath = Self.habitsFile(among: names) else {
            throw UserError(HabitsMessages.loopMissing(source, file: "Habits.csv"), category: .invalidInput)
        }
        let root = String(habitsPath.dropLast("Habits.csv".count))
        var habits = try Self.habits(files[habitsPath]!, file: habitsPath)
        if let checkmarks = files[root + "Checkmarks.csv"] {
            try Self.readWideCheckmarks(checkmarks, file: root + "Checkmarks.csv", into: &habits)
        } else {
            for index in habits.indices {
                let folder = root + String(format: "%03d ", index + 1)
                guard let path = names.first(where: { $0.hasPrefix(folder) && Self.fileName($0) == "Checkmarks.csv" })
                else { continue }
                try Self.readCheckmarks(files[path]!, file: path, into: &habits[index])
            }
        }
        self.habits = habits
    }

    /// The columns of Loop's `Habits` table the import reads.
    public static let habitColumns = [
        "id", "position", "name", "question", "description", "type", "unit", "target_type", "target_value",
        "freq_num", "freq_den", "archived",
    ]
    /// The columns of Loop's `Repetitions` table the import reads.
    public static let repetitionColumns = ["habit", "timestamp", "value"]

    /// Reads Loop's own database backup, as its tables hold it: `Habits` (one row a habit,
    /// in `position` order) and `Repetitions` (`habit`, `timestamp` in milliseconds at the
    /// day's UTC midnight, `value` as the CSV's numbers). `source` names the file in messages.
    public init(habits rows: [[String: String]], repetitions: [[String: String]], source: String) throws(UserError) {
        let ordered = rows.sorted { Int($0["position"] ?? "") ?? 0 < Int($1["position"] ?? "") ?? 0 }
        var habits: [Habit] = []
        var index: [String: Int] = [:]
        for (line, row) in ordered.enumerated() {
            func refused(_ column: String, _ text: String, count: Bool = false) -> UserError {
                UserError(
                    HabitsMessages.loopMalformed(
                        "\(source) (Habits)", line: line + 1, column: 1,
                        problem: count ? .notCount(column, text) : .notNumber(column, text)),
                    category: .invalidInput)
            }
            // A finite number: 1e300, inf or NaN in a column is refused, naming it.
            func number(_ column: String) throws(UserError) -> Double? {
                guard let text = row[column] else { return nil }
                guard let value = Double(text), value.isFinite else { throw refused(column, text) }
                return value
            }
            // A frequency's part: a whole number above zero that fits, as the CSV's must be.
            func count(_ column: String) throws(UserError) -> Int {
                guard let value = try number(column) else { return 1 }
                guard let whole = Int(exactly: value), whole > 0 else {
                    throw refused(column, row[column] ?? "", count: true)
                }
                return whole
            }
            var measure: GoalMeasure?
            if try number("type") == 1 {
                let target = try number("target_value") ?? 0
                guard target >= 0 else { throw refused("target_value", row["target_value"] ?? "") }
                measure = GoalMeasure(
                    unit: row["unit"] ?? "", target: target,
                    direction: try number("target_type") == 1 ? .atMost : .atLeast)
            }
            let numerator = try count("freq_num")
            let denominator = try count("freq_den")
            if let id = row["id"] { index[id] = habits.count }
            habits.append(
                Habit(
                    name: row["name"]?.trimmingWhitespace ?? "", question: row["question"] ?? "",
                    description: row["description"] ?? "", numerator: numerator,
                    denominator: denominator, archived: try number("archived") == 1, measure: measure,
                    entries: [:]))
        }
        for (line, row) in repetitions.enumerated() {
            guard let habitID = row["habit"], let at = index[habitID] else { continue }
            // Milliseconds within the years a goal can hold (1e300, inf or year 321,000 are refused).
            guard let stamp = row["timestamp"].flatMap(Double.init), Self.supportedMilliseconds.contains(stamp),
                let value = row["value"]
            else {
                throw UserError(
                    HabitsMessages.loopMalformed(
                        "\(source) (Repetitions)", line: line + 1, column: 1,
                        problem: .notDate(row["timestamp"] ?? "")),
                    category: .invalidInput)
            }
            try habits[at].record(
                value, on: CalendarDay(Date(timeIntervalSince1970: stamp / 1000), in: .gmt),
                file: "\(source) (Repetitions)", line: line + 1, column: 3)
        }
        self.habits = habits
    }

    /// Loop's timestamps of the days in `CalendarDay.supportedYears` (1900-01-01 to 2999-12-31).
    static let supportedMilliseconds: ClosedRange<Double> = -2_208_988_800_000...32_503_593_600_000

    /// The export's `Habits.csv` (the first, in path order, not inside a habit's folder).
    private static func habitsFile(among sortedPaths: [String]) -> String? {
        sortedPaths.first { fileName($0) == "Habits.csv" && !isInHabitFolder($0) }
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `001 Run/Habits.csv` is no export root: its folder's name starts with a position.
    private static func isInHabitFolder(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return false }
        let folder = parts[parts.count - 2]
        return folder.count > 4 && folder.prefix(3).allSatisfy(\.isNumber) && folder.dropFirst(3).first == " "
    }

    private static func table(_ text: String, file: String) throws(UserError) -> [CSV.Row] {
        do {
            return try CSV.rows(text)
        } catch {
            throw UserError(
                HabitsMessages.loopMalformed(
                    file, line: error.line, column: error.column,
                    problem: error.tooManyFields ? .tooManyFields : .unclosedQuote),
                category: .invalidInput)
        }
    }

    /// `Habits.csv`: `Position,Name,Question,Description,NumRepetitions,Interval,Color`
    /// (older) or `Position,Name,Type,Question,Description,FrequencyNumerator,
    /// FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?` (newer), read by
    /// the header's names so either order works.
    private static func habits(_ text: String, file: String) throws(UserError) -> [Habit] {
        let rows = try table(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, file: file)
        guard let header = rows.first else {
            throw UserError(
                HabitsMessages.loopMalformed(file, line: 1, column: 1, problem: .noHeader), category: .invalidInput)
        }
        let columns = Dictionary(header.fields.enumerated().map { ($1.trimmingWhitespace, $0) }) { first, _ in first }
        for required in ["Name"] where columns[required] == nil {
            throw UserError(
                HabitsMessages.loopMalformed(file, line: header.line, column: 1, problem: .missingColumn(required)),
                category: .invalidInput)
        }
        return try rows.dropFirst().map { row throws(UserError) in
            func field(_ name: String) -> String? {
                columns[name].flatMap { $0 < row.fields.count ? row.fields[$0] : nil }
            }
            func number<T: LosslessStringConvertible>(_ names: [String], default value: T) throws(UserError) -> T {
                guard let name = names.first(where: { columns[$0] != nil }), let text = field(name) else {
                    return value
                }
                guard let parsed = T(text.trimmingWhitespace) else {
                    throw UserError(
                        HabitsMessages.loopMalformed(
                            file, line: row.line, column: columns[name]! + 1, problem: .notNumber(name, text)),
                        category: .invalidInput)
                }
                return parsed
            }
            let numerator: Int = try number(["FrequencyNumerator", "NumRepetitions"], default: 1)
            let denominator: Int = try number(["FrequencyDenominator", "Interval"], default: 1)
            guard numerator > 0, denominator > 0 else {
                throw UserError(
                    HabitsMessages.loopMalformed(
                        file, line: row.line,
                        column: (columns["FrequencyNumerator"] ?? columns["NumRepetitions"] ?? 0) + 1,
                        problem: .notNumber("Frequency", "\(numerator)/\(denominator)")),
                    category: .invalidInput)
            }
            var measure: GoalMeasure?
            if field("Type")?.trimmingWhitespace == "NUMERICAL" {
                let target: Double = try number(["Target Value"], default: 0)
                guard target.isFinite, target >= 0 else {
                    throw UserError(
                        HabitsMessages.loopMalformed(
                            file, line: row.line, column: columns["Target Value"]! + 1,
                            problem: .notNumber("Target Value", field("Target Value") ?? "")),
                        category: .invalidInput)
                }
                measure = GoalMeasure(
                    unit: field("Unit") ?? "", target: target,
                    direction: field("Target Type")?.trimmingWhitespace == "AT_MOST" ? .atMost : .atLeast)
            }
            return Habit(
                name: field("Name")?.trimmingWhitespace ?? "", question: field("Question") ?? "",
                description: field("Description") ?? "", numerator: numerator, denominator: denominator,
                archived: field("Archived?")?.trimmingWhitespace.lowercased() == "true", measure: measure, entries: [:])
        }
    }

    /// The wide `Checkmarks.csv`: a row a day, a column a habit, and a trailing comma.
    private static func readWideCheckmarks(_ text: String, file: String, into habits: inout [Habit])
        throws(UserError)
    {
        for row in try table(text, file: file).dropFirst() {
            // The trailing comma leaves one empty field more; a name with a comma only
            // shifts the header, so the data rows are what is checked.
            var fields = row.fields
            if fields.count == habits.count + 2, fields.last == "" { fields.removeLast() }
            guard fields.count == habits.count + 1 else {
                throw UserError(
                    HabitsMessages.loopMalformed(
                        file, line: row.line, column: min(fields.count, habits.count + 1) + 1,
                        problem: .columns(expected: habits.count + 1, found: fields.count)),
                    category: .invalidInput)
            }
            let day = try Self.day(fields[0], file: file, line: row.line)
            for index in habits.indices {
                try habits[index].record(fields[index + 1], on: day, file: file, line: row.line, column: index + 2)
            }
        }
    }

    /// A habit's own `Checkmarks.csv`: `Date,Value` (and `Notes` in the newer generation).
    private static func readCheckmarks(_ text: String, file: String, into habit: inout Habit) throws(UserError) {
        for row in try table(text, file: file) where row.fields.first != "Date" {
            guard row.fields.count >= 2 else {
                throw UserError(
                    HabitsMessages.loopMalformed(
                        file, line: row.line, column: row.fields.count + 1, problem: .columns(expected: 2, found: 1)),
                    category: .invalidInput)
            }
            try habit.record(
                row.fields[1], on: try Self.day(row.fields[0], file: file, line: row.line), file: file,
                line: row.line, column: 2)
        }
    }

    private static func day(_ text: String, file: String, line: Int) throws(UserError) -> CalendarDay {
        guard let day = CalendarDay(text.trimmingWhitespace), day.isSupported else {
            throw UserError(
                HabitsMessages.loopMalformed(file, line: line, column: 1, problem: .notDate(text)),
                category: .invalidInput)
        }
        return day
    }
}

extension LoopExport.Habit {
    /// Keeps one cell of `day`: the newer generation's names or the numbers both write (2
    /// done, 1 implied by the frequency, 0 not done, 3 skipped, -1 unknown), a numerical
    /// habit's value ×1000; any known day, a day not done included, moves `firstDay`.
    mutating func record(_ text: String, on day: CalendarDay, file: String, line: Int, column: Int)
        throws(UserError)
    {
        let names = ["YES_MANUAL": 2, "YES_AUTO": 1, "NO": 0, "SKIP": 3, "UNKNOWN": -1]
        let cell = text.trimmingWhitespace
        guard let number = names[cell] ?? Int(cell) else {
            throw UserError(
                HabitsMessages.loopMalformed(file, line: line, column: column, problem: .notValue(text)),
                category: .invalidInput)
        }
        guard number >= 0 else { return }
        firstDay = min(firstDay ?? day, day)
        if cell == "SKIP" || (measure == nil && number == 3) {
            entries[day] = .skipped
        } else if let measure {
            // Zero on an "at least" habit is a day not done (Loop may fill empty days so);
            // on an "at most" one it is a day kept under the limit.
            if number > 0 || measure.direction == .atMost { entries[day] = .value(Double(number) / 1000) }
        } else if number == 2 {
            entries[day] = .done
        }
    }
}
