/// Which tasting days a list or a search keeps (`--from`, `--to`, `--on`): both ends
/// included, either open. An entry without a tasting day is outside every bounded range.
public struct TastingDays: Sendable, Equatable {
    /// The first day kept; nil keeps every day before `last`.
    public let first: TastingDay?
    /// The last day kept; nil keeps every day after `first`.
    public let last: TastingDay?

    public init(first: TastingDay?, last: TastingDay?) {
        self.first = first
        self.last = last
    }

    /// Every entry, dated or not.
    public static let all = TastingDays(first: nil, last: nil)

    /// One day.
    public static func on(_ day: TastingDay) -> TastingDays { TastingDays(first: day, last: day) }

    public var isAll: Bool { first == nil && last == nil }

    /// Whether an entry tasted on `day` is kept.
    public func contains(_ day: TastingDay?) -> Bool {
        if isAll { return true }
        guard let day else { return false }
        return (first.map { $0 <= day } ?? true) && (last.map { day <= $0 } ?? true)
    }
}
