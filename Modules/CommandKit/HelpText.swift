import ArgumentParser
import Core

/// Help in the language of the command line being parsed. ArgumentParser reads each
/// command's abstract and each option's help when it builds a help page or a usage error,
/// so the runner sets `language` around parsing and reporting, and every help text is
/// written in both languages where it is declared.
public enum HelpText {
    /// The language help is shown in while the current command line is parsed and reported.
    @TaskLocal public static var language = Language.english

    /// `en` or `ko`, whichever the command line asks for.
    public static func localized(en: String, ko: String) -> String {
        Message(en: en, ko: ko).text(language)
    }
}

extension ArgumentHelp {
    /// An option's help in the language of the command line being parsed.
    public init(en: String, ko: String) {
        self.init(HelpText.localized(en: en, ko: ko))
    }

    /// The same, with the name its value is shown by (`--as <name>`).
    public init(en: String, ko: String, valueName: String) {
        self.init(HelpText.localized(en: en, ko: ko), valueName: valueName)
    }
}
