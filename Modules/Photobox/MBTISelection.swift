import Core

/// The four MBTI groups `[E,I] [N,S] [F,T] [P,J]`: picking a letter replaces its
/// partner, picking the picked letter clears its group.
public struct MBTISelection: Sendable, Equatable, Codable {
    public static let groups: [[Character]] = [["E", "I"], ["N", "S"], ["F", "T"], ["P", "J"]]

    /// The letter picked in each group, nil where none is.
    public private(set) var letters: [Character?] = [nil, nil, nil, nil]

    public init() {}

    /// A selection from four letters like `ENFP` (any case); nil unless one per group in order.
    public init?(_ text: String) {
        let upper = Array(text.trimmingWhitespace.uppercased())
        guard upper.count == 4, zip(upper, Self.groups).allSatisfy({ $1.contains($0) }) else { return nil }
        letters = upper.map { Optional($0) }
    }

    /// Taps `letter`: selects it (clearing its partner) or, when already selected, clears it.
    public mutating func toggle(_ letter: Character) {
        let letter = Character(letter.uppercased())
        guard let group = Self.groups.firstIndex(where: { $0.contains(letter) }) else { return }
        letters[group] = letters[group] == letter ? nil : letter
    }

    public func isSelected(_ letter: Character) -> Bool {
        letters.contains(Character(letter.uppercased()))
    }

    /// One letter in every group.
    public var isComplete: Bool { letters.allSatisfy { $0 != nil } }

    /// The groups with no letter picked yet, like `["E/I", "P/J"]`.
    public var missingGroups: [String] {
        zip(letters, Self.groups).filter { $0.0 == nil }.map { $0.1.map(String.init).joined(separator: "/") }
    }

    /// The picked letters in group order, like `ENFP` (shorter while incomplete).
    public var text: String { String(letters.compactMap { $0 }) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = MBTISelection(text) ?? MBTISelection()
    }
}
