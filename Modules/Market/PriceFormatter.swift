import Core

/// Shows prices as Carrot-market users read them: `15,000원` in Korean, `₩15,000` in
/// English, `무료나눔` / `Free` for 0, nothing when no price was given.
public enum PriceFormatter {
    public static func format(_ price: Int?, _ language: Language) -> String {
        guard let price else { return "" }
        if price == 0 { return MarketMessages.freeShare.text(language) }
        return total(price, language)
    }

    /// A sum of won (`market stats`): 0 is `0원` / `₩0`, never "Free".
    public static func total(_ amount: Int, _ language: Language) -> String {
        language == .korean ? "\(grouping(amount))원" : "₩\(grouping(amount))"
    }

    static func grouping(_ value: Int) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
