/// The language of user-facing text: English by default, Korean for the seeds' exact strings.
public enum Language: String, Sendable, CaseIterable, Codable {
    case english = "en"
    case korean = "ko"

    /// `--lang en|ko` wins; else a Korean `LC_ALL`, `LC_MESSAGES` or `LANG` (first one set,
    /// as POSIX orders them); else English.
    public static func resolve(flag: Language?, environment: [String: String]) -> Language {
        if let flag { return flag }
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return value.lowercased().hasPrefix("ko") ? .korean : .english
            }
        }
        return .english
    }

    /// Accepts `en`, `ko`, `english`, `korean`, `한국어` and locale forms such as `ko_KR.UTF-8`.
    public init?(code: String) {
        let lowered = code.lowercased()
        if lowered.hasPrefix("ko") || lowered == "korean" || code == "한국어" {
            self = .korean
        } else if lowered.hasPrefix("en") {
            self = .english
        } else {
            return nil
        }
    }
}
