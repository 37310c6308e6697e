/// What is wrong at a place in a Loop Habit Tracker file.
public enum LoopProblem: Sendable, Equatable {
    case unclosedQuote
    case noHeader
    case missingColumn(String)
    case notNumber(String, String)
    case notCount(String, String)
    case notDate(String)
    case notValue(String)
    case columns(expected: Int, found: Int)
    case tooManyFields
}
