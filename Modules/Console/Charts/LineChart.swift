import Foundation

/// A small line chart for the terminal: `height` rows with the maximum and minimum
/// labelled on the left, one column per value.
public enum LineChart {
    public static func render(_ values: [Double], height: Int = 6) -> [String] {
        let values = values.filter(\.isFinite)
        guard let low = values.min(), let high = values.max(), height > 1 else { return [] }
        let span = max(high - low, 1e-9)
        let rows = values.map { Int(((($0 - low) / span) * Double(height - 1)).rounded()) }
        let top = format(high)
        let bottom = format(low)
        let labelWidth = max(top.count, bottom.count)
        return (0..<height).reversed().map { row in
            let label = row == height - 1 ? top : (row == 0 ? bottom : "")
            let line = rows.map { $0 == row ? "●" : ($0 > row ? "│" : " ") }.joined()
            return String(repeating: " ", count: labelWidth - label.count) + label + " ┤" + line
        }
    }

    /// Whole numbers as digits, fractions with one decimal; past 10^15 (where a Double no
    /// longer holds every whole number, and near Int.max converting would trap) in
    /// scientific notation.
    static func format(_ value: Double) -> String {
        guard abs(value) < 1e15 else { return String(format: "%.3g", value) }
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
