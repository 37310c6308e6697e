import Core

/// `--json id,brand`, as gh users type it: the fields read as a stray argument. The parse
/// error stands, with a line saying how Mosaic takes them (`--json=id,brand`).
enum JSONFieldsHint {
    /// The hint for `arguments`, when `--json` is followed by what reads as a field list.
    static func find(in arguments: [String]) -> Message? {
        guard let index = arguments.firstIndex(of: "--json"), index + 1 < arguments.count else { return nil }
        let fields = arguments[index + 1]
        guard fields.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_.]*(,[A-Za-z_][A-Za-z0-9_.]*)*/) != nil else { return nil }
        return Message(
            en: "Fields for --json go after an equals sign: --json=\(fields)",
            ko: "--json 의 필드는 등호 뒤에 씁니다: --json=\(fields)")
    }
}
