import Console
import Core

/// ArgumentParser's own words (help page titles, usage errors, the usage line) in the
/// person's language. The commands' abstracts and options' help are already written in both
/// (`HelpText`); what ArgumentParser adds around them is English, so under Korean each of
/// its sentences is matched and rewritten. `ParserTextTests` holds one case per sentence,
/// so an ArgumentParser upgrade that rewords one fails there rather than going English.
enum ParserText {
    /// The help page or usage error `error` stands for, in `language`, its lines at most
    /// `width` columns wide.
    static func message(for error: any Error, language: Language, width: Int) -> String {
        guard language == .korean else {
            // One error prefix whatever made the error: ArgumentParser's "Error: " as Mosaic's "error: ".
            let message = MosaicRootCommand.fullMessage(for: error, columns: width)
            return message.hasPrefix("Error: ") ? "error: " + message.dropFirst("Error: ".count) : message
        }
        // ArgumentParser wraps by characters, and a Hangul syllable takes two columns: it
        // leaves the lines whole and they are wrapped here by display width.
        let unwrapped = MosaicRootCommand.fullMessage(for: error, columns: .max / 2)
        return translated(unwrapped, to: language).split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { line in DisplayWidth.wrap(String(line), to: width, indent: hangingIndent(of: line)) }
            .joined(separator: "\n")
    }

    /// `text` (a help page or a usage error from ArgumentParser) in `language`.
    static func translated(_ text: String, to language: Language) -> String {
        guard language == .korean else { return text }
        // Built once a message, not once a line: each pattern is parsed when it is made.
        let rules = sentences
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { korean(String($0), rules: rules) }
            .joined(separator: "\n")
    }

    /// Where a wrapped line continues: under an option's or a command's help, past its
    /// label, or under the line's own start.
    private static func hangingIndent(of line: Substring) -> Int {
        if line.hasPrefix(usage) { return DisplayWidth.of(usage) }
        if let label = line.prefixMatch(of: /\ \ \S+(?: \S+)*\ \ +/), label.output.count <= 32 {
            return label.output.count
        }
        return line.prefix { $0 == " " }.count
    }

    /// One line in Korean: its heading, its sentence, then the words inside it.
    private static func korean(_ line: String, rules sentences: [Sentence]) -> String {
        var line = line
        for (english, korean) in headings where line.hasPrefix(english) {
            line = korean + line.dropFirst(english.count)
            break
        }
        for rule in sentences {
            if let match = line.wholeMatch(of: rule.pattern) {
                line = rule.korean(match.output.dropFirst().map { $0.substring.map(String.init) ?? "" })
                break
            }
        }
        for (english, korean) in words {
            line = line.replacingOccurrences(of: english, with: korean)
        }
        return line
    }

    private static let usage = "사용법: "

    private static let headings: [(String, String)] = [
        ("OVERVIEW: ", "개요: "), ("USAGE: ", usage), ("ARGUMENTS:", "인자:"), ("OPTIONS:", "옵션:"),
        ("SUBCOMMANDS:", "하위 명령:"), ("Error: ", "오류: "), ("Help:  ", "도움말:  "), ("Usage: ", usage),
    ]

    private static let words: [(String, String)] = [
        ("Show help information.", "도움말을 보여 줍니다."), ("Show the version.", "버전을 보여 줍니다."),
        ("(default: ", "(기본값: "), ("(default:", "(기본값:"), ("(values: ", "(값: "), ("; default: ", "; 기본값: "),
        ("; default as flag: ", "; 플래그의 기본값: "), ("(default)", "(기본)"),
    ]

    /// One of ArgumentParser's sentences and how it reads in Korean, given its captures.
    private struct Sentence {
        let pattern: Regex<AnyRegexOutput>
        let korean: ([String]) -> String

        init<Output>(_ pattern: Regex<Output>, _ korean: @escaping ([String]) -> String) {
            self.pattern = Regex(pattern)
            self.korean = korean
        }
    }

    /// Each sentence with what comes before it on the line (`오류: `) as its first capture.
    private static var sentences: [Sentence] {
        [
            Sentence(/(.*)See '(.+)' for detailed help\./) { "\($0[0])자세한 도움말: '\($0[1])'" },
            Sentence(/(.*)See '(.+)' for more information\./) { "\($0[0])자세히 보기: '\($0[1])'" },
            Sentence(/(.*)Unknown option '(.+)'\. Did you mean '(.+)'\?/) {
                "\($0[0])알 수 없는 옵션입니다: '\($0[1])'. '\($0[2])' 말씀인가요?"
            },
            Sentence(/(.*)Unknown option '(.+)'/) { "\($0[0])알 수 없는 옵션입니다: '\($0[1])'" },
            Sentence(/(.*)Missing value for '(.+)'/) { "\($0[0])값이 없습니다: '\($0[1])'" },
            Sentence(/(.*)The option '(.+)' does not take any value, but '(.+)' was specified\./) {
                "\($0[0])'\($0[1])' 옵션은 값을 받지 않습니다: '\($0[2])'"
            },
            Sentence(/(.*)Unexpected argument '(.+)'/) { "\($0[0])예상하지 못한 인자입니다: '\($0[1])'" },
            Sentence(/(.*?)(\d+) unexpected arguments: (.+)/) { "\($0[0])예상하지 못한 인자 \($0[1])개: \($0[2])" },
            Sentence(/(.*)Missing expected argument '(.+)'/) { "\($0[0])필요한 인자가 없습니다: '\($0[1])'" },
            Sentence(/(.*)Missing one of: (.+)/) { "\($0[0])다음 중 하나가 필요합니다: \($0[1])" },
            Sentence(/(.*)Missing required subcommand\./) { "\($0[0])하위 명령이 필요합니다." },
            Sentence(/(.*)Invalid option: (.+)/) { "\($0[0])잘못된 옵션입니다: \($0[1])" },
            Sentence(/(.*)The value '(.*)' is invalid for '(.+?)'\. Please provide one of the following:/) {
                "\($0[0])'\($0[2])'에 줄 수 없는 값입니다: '\($0[1])'. 다음 중 하나를 주세요:"
            },
            Sentence(/(.*)The value '(.*)' is invalid for '(.+?)'\. Please provide one of (.+)\./) {
                let values = $0[3].replacingOccurrences(of: "' and '", with: "', '").replacingOccurrences(
                    of: "' or '", with: "', '")
                return "\($0[0])'\($0[2])'에 줄 수 없는 값입니다: '\($0[1])'. 다음 중 하나를 주세요: \(values)"
            },
            Sentence(/(.*)The value '(.*)' is invalid for '(.+?)': (.+)/) {
                "\($0[0])'\($0[2])'에 줄 수 없는 값입니다: '\($0[1])': \($0[3])"
            },
            Sentence(/(.*)The value '(.*)' is invalid for '(.+?)'/) {
                "\($0[0])'\($0[2])'에 줄 수 없는 값입니다: '\($0[1])'"
            },
        ]
    }
}
