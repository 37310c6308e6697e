import Core
import Foundation

/// Reads a price the way people type it in Korea: `15000`, `15,000`, `15,000원`,
/// `₩15,000`, `1.5만`, `2만5천`, `3천`, `1억`, `0`, `무료`, `나눔`, `free`. Prices are
/// whole won from 0 (free share) to 1,000,000,000.
public enum PriceParser {
    public static let maximum = 1_000_000_000
    static let freeWords: Set<String> = ["무료", "나눔", "무료나눔", "free", "freeshare"]
    static let smallUnits: [Character: Decimal] = ["십": 10, "백": 100, "천": 1_000]
    static let largeUnits: [Character: Decimal] = ["만": 10_000, "억": 100_000_000]

    /// Whether `text` is a word for a free share (`무료`, `나눔`, `free`), not a number.
    public static func isFreeWord(_ text: String) -> Bool {
        freeWords.contains(normalised(text))
    }

    private static func normalised(_ text: String) -> String {
        text.lowercased().filter { !$0.isWhitespace }
    }

    /// The price in won; nil for empty text (no price given).
    public static func parse(_ text: String) throws(UserError) -> Int? {
        var key = normalised(text)
        if key.isEmpty { return nil }
        if isFreeWord(text) { return 0 }
        if key.hasPrefix("-") { throw UserError(MarketMessages.negativePrice, category: .invalidInput) }
        for symbol in ["₩", "￦", "krw"] where key.hasPrefix(symbol) { key.removeFirst(symbol.count) }
        if key.hasSuffix("원") { key.removeLast() }
        guard isGroupedCorrectly(key) else { throw invalid }
        key.removeAll { $0 == "," }
        guard let value = try amount(key) else { throw invalid }
        guard value >= 0 else { throw UserError(MarketMessages.negativePrice, category: .invalidInput) }
        guard value.isWhole else { throw UserError(MarketMessages.fractionalPrice, category: .invalidInput) }
        guard value <= Decimal(maximum) else { throw UserError(MarketMessages.priceTooHigh, category: .invalidInput) }
        return NSDecimalNumber(decimal: value).intValue
    }

    private static var invalid: UserError {
        UserError(MarketMessages.invalidPrice, category: .invalidInput)
    }

    /// Sums number-and-unit pieces: `2만5천` = 2×10,000 + 5×1,000; `2천만` = 2,000×10,000.
    /// Units go from large to small, each at most once (`만만`, `천천`, `백천` are refused).
    private static func amount(_ text: String) throws(UserError) -> Decimal? {
        var total: Decimal = 0
        var group: Decimal = 0
        var number = ""
        var sawDigit = false
        var lastLarge = Decimal.greatestFiniteMagnitude
        var lastSmall = Decimal.greatestFiniteMagnitude
        let misordered = UserError(MarketMessages.misorderedUnits, category: .invalidInput)
        func take() throws(UserError) -> Decimal? {
            defer { number = "" }
            guard !number.isEmpty else { return nil }
            guard let value = Decimal(string: number, locale: Locale(identifier: "en_US_POSIX")),
                number.filter({ $0 == "." }).count <= 1, number.first != ".", number.last != "."
            else { throw invalid }
            return value
        }
        for character in text {
            if character.isASCII, character.isNumber || character == "." {
                number.append(character)
                sawDigit = true
            } else if let unit = smallUnits[character] {
                guard unit < lastSmall else { throw misordered }
                lastSmall = unit
                group += (try take() ?? 1) * unit
            } else if let unit = largeUnits[character] {
                guard unit < lastLarge else { throw misordered }
                lastLarge = unit
                lastSmall = .greatestFiniteMagnitude
                total += (group + (try take() ?? (group == 0 ? 1 : 0))) * unit
                group = 0
            } else {
                return nil
            }
        }
        if let rest = try take() { group += rest }
        return sawDigit || total + group > 0 ? total + group : nil
    }

    /// Commas, when present, must separate thousands (`15,000`, not `1,50`).
    private static func isGroupedCorrectly(_ text: String) -> Bool {
        guard text.contains(",") else { return true }
        let digits = text.prefix { $0.isNumber || $0 == "," }
        let groups = digits.split(separator: ",", omittingEmptySubsequences: false)
        guard let first = groups.first, (1...3).contains(first.count) else { return false }
        return groups.dropFirst().allSatisfy { $0.count == 3 }
    }
}

extension Decimal {
    var isWhole: Bool {
        var value = self
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        return rounded == self
    }
}
