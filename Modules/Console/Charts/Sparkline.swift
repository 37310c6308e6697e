/// A one-line chart of a numeric series: `▁▂▅█▃`.
public enum Sparkline {
    static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    public static func render(_ values: [Double]) -> String {
        let values = values.filter(\.isFinite)
        guard let low = values.min(), let high = values.max() else { return "" }
        let span = high - low
        return String(values.map { value in
            guard span > 0 else { return levels[0] }
            let index = Int(((value - low) / span * Double(levels.count - 1)).rounded())
            return levels[index]
        })
    }
}
