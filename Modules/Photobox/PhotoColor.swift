import Core

/// The colour filters of Unsplash search (`color=`), which the liked list filters by too:
/// a liked photo belongs to the filter whose reference colour is nearest its own.
public enum PhotoColor: String, Sendable, CaseIterable, Codable {
    case blackAndWhite = "black_and_white"
    case black, white, yellow, orange, red, purple, magenta, green, teal, blue

    /// Where a chromatic filter sits on the colour wheel, in degrees.
    var hue: Double? {
        switch self {
        case .blackAndWhite, .black, .white: nil
        case .red: 355
        case .orange: 30
        case .yellow: 55
        case .green: 140
        case .teal: 180
        case .blue: 225
        case .purple: 275
        case .magenta: 310
        }
    }

    public var title: Message {
        switch self {
        case .blackAndWhite: Message(en: "black & white", ko: "흑백")
        case .black: Message(en: "black", ko: "검정")
        case .white: Message(en: "white", ko: "하양")
        case .yellow: Message(en: "yellow", ko: "노랑")
        case .orange: Message(en: "orange", ko: "주황")
        case .red: Message(en: "red", ko: "빨강")
        case .purple: Message(en: "purple", ko: "보라")
        case .magenta: Message(en: "magenta", ko: "자홍")
        case .green: Message(en: "green", ko: "초록")
        case .teal: Message(en: "teal", ko: "청록")
        case .blue: Message(en: "blue", ko: "파랑")
        }
    }

    /// The filter nearest `hex` (`#60544D`, any case), or nil when it is not a colour.
    /// Greys go by lightness to black, black & white or white; other colours to the
    /// nearest hue, so a mustard `#D9C026` is yellow, not orange.
    public static func nearest(toHex hex: String) -> PhotoColor? {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else { return nil }
        let (red, green, blue) = (
            Double(value >> 16 & 0xFF) / 255, Double(value >> 8 & 0xFF) / 255, Double(value & 0xFF) / 255
        )
        let (high, low) = (max(red, green, blue), min(red, green, blue))
        let lightness = (high + low) / 2
        if high - low < 0.15 || lightness < 0.1 || lightness > 0.95 {
            return lightness < 0.25 ? .black : lightness > 0.85 ? .white : .blackAndWhite
        }
        let chroma = high - low
        var hue: Double =
            switch high {
            case red: 60 * ((green - blue) / chroma).truncatingRemainder(dividingBy: 6)
            case green: 60 * ((blue - red) / chroma + 2)
            default: 60 * ((red - green) / chroma + 4)
            }
        if hue < 0 { hue += 360 }
        return allCases.filter { $0.hue != nil }.min { first, second in
            circularDistance(first.hue!, hue) < circularDistance(second.hue!, hue)
        }
    }

    private static func circularDistance(_ first: Double, _ second: Double) -> Double {
        let distance = abs(first - second).truncatingRemainder(dividingBy: 360)
        return min(distance, 360 - distance)
    }

    /// Parses `red`, `black_and_white`, `black-and-white` or a Korean name (`빨강`).
    public init?(argument: String) {
        let text = argument.trimmingWhitespace.lowercased().replacingOccurrences(of: "-", with: "_")
        guard let color = Self(rawValue: text) ?? Self.allCases.first(where: { $0.title.korean == text }) else {
            return nil
        }
        self = color
    }
}
