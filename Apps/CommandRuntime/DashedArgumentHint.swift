import Core

/// An id that starts with a dash (Unsplash's `-GMo1qqD46r`) reads as an option, so the parser
/// says the id is missing or the option unknown. The error stands, with a line saying how to
/// give it: after `--`, where nothing is an option.
enum DashedArgumentHint {
    /// The hint for `arguments`, when one of them is a single-dash word longer than a short
    /// option (`-n`), not an option's value (after `--min-price`), and the line has no `--` yet.
    static func find(in arguments: [String]) -> Message? {
        guard !arguments.contains("--"),
            let index = arguments.indices.first(where: { index in
                arguments[index].wholeMatch(of: /-[A-Za-z0-9_][A-Za-z0-9_-]{2,}/) != nil
                    && (index == 0 || !arguments[index - 1].hasPrefix("-"))
            })
        else { return nil }
        let dashed = arguments[index]
        var fixed = arguments.filter { $0 != dashed }
        fixed += ["--", dashed]
        let line = "mosaic " + fixed.joined(separator: " ")
        return Message(
            en: "A value that starts with '-' goes after '--', where nothing reads as an option: \(line)",
            ko: "'-' 로 시작하는 값은 '--' 뒤에 쓰면 옵션으로 읽히지 않습니다: \(line)")
    }
}
