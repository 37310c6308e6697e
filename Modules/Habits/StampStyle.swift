import Core

/// The typeface of the date stamp. The font names are the iOS ones, `GillSans` spelled
/// right (the seed's "GilSans" fell back to the system font).
public enum StampStyle: String, Sendable, CaseIterable, Codable {
    case helvetica = "Helvetica"
    case americanTypewriter = "AmericanTypewriter"
    case appleSDGothic = "AppleSDGothic"
    case noteworthy = "Noteworthy"
    case gillSans = "GillSans"
    case verdana = "Verdana"
    case none

    /// The PostScript font the app draws with ("" = the system font).
    public var fontName: String {
        switch self {
        case .helvetica: "Helvetica-Bold"
        case .americanTypewriter: "AmericanTypewriter-Bold"
        case .appleSDGothic: "AppleSDGothicNeo-Bold"
        case .noteworthy: "Noteworthy-Bold"
        case .gillSans: "GillSans-BoldItalic"
        case .verdana: "Verdana-Bold"
        case .none: ""
        }
    }

    /// A CSS `font` for the HTML album, with fallbacks any browser has.
    public var css: String {
        switch self {
        case .helvetica: "bold 1em Helvetica, Arial, sans-serif"
        case .americanTypewriter: "bold 1em 'American Typewriter', 'Courier New', monospace"
        case .appleSDGothic: "bold 1em 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif"
        case .noteworthy: "bold 1em Noteworthy, 'Comic Sans MS', cursive"
        case .gillSans: "italic bold 1em 'Gill Sans', 'Gill Sans MT', Calibri, sans-serif"
        case .verdana: "bold 1em Verdana, Geneva, sans-serif"
        case .none: "1em system-ui, sans-serif"
        }
    }

    /// Parses a style name in any case (`gillsans`, `GillSans`, `none`).
    public init(argument: String) throws(UserError) {
        let text = argument.trimmingWhitespace.lowercased()
        guard let style = Self.allCases.first(where: { $0.rawValue.lowercased() == text }) else {
            throw UserError(HabitsMessages.invalidStyle(argument), category: .invalidInput)
        }
        self = style
    }
}
