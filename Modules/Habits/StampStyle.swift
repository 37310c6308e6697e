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

    /// CSS declarations (family, weight, style) for the HTML album, with fallbacks any
    /// browser has; never the `font` shorthand, which would reset the stamp's size.
    public var css: String {
        switch self {
        case .helvetica: "font-family: Helvetica, Arial, sans-serif; font-weight: bold"
        case .americanTypewriter: "font-family: 'American Typewriter', 'Courier New', monospace; font-weight: bold"
        case .appleSDGothic: "font-family: 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif; font-weight: bold"
        case .noteworthy: "font-family: Noteworthy, 'Comic Sans MS', cursive; font-weight: bold"
        case .gillSans:
            "font-family: 'Gill Sans', 'Gill Sans MT', Calibri, sans-serif; font-weight: bold; font-style: italic"
        case .verdana: "font-family: Verdana, Geneva, sans-serif; font-weight: bold"
        case .none: "font-family: system-ui, sans-serif"
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
