import Core

/// The catalogue of messages the terminal kit itself prints.
public enum ConsoleMessages {
    public static let errorPrefix = Message(en: "error: ", ko: "오류: ")

    public static func missingInput(_ flags: [String]) -> Message {
        let list = flags.joined(separator: ", ")
        return Message(
            en:
                "Missing \(list). Give \(flags.count == 1 ? "it" : "them") on the command line (no terminal to ask on).",
            ko: "\(list) 값이 없습니다. 명령줄에 넘겨 주세요 (물어볼 터미널이 없습니다)."
        )
    }

    public static let interrupted = Message(en: "Interrupted.", ko: "중단했습니다.")

    static func unknownFields(_ names: [String], available: [String]) -> Message {
        let asked = names.map { "'\($0)'" }.joined(separator: ", ")
        let there = available.joined(separator: ", ")
        return Message(
            en: "This output has no field \(asked). Its fields: \(there).",
            ko: "이 출력에는 \(asked) 필드가 없어요. 있는 필드: \(there).")
    }

    public static let cancelledChoice = Message(en: "Cancelled: nothing was chosen.", ko: "취소했습니다. 아무것도 고르지 않았어요.")

    public static let inputEnded = Message(en: "Input ended before an answer was given.", ko: "답을 받기 전에 입력이 끝났습니다.")

    public static let needsYes = Message(
        en: "This deletes data and needs confirmation: pass --yes.",
        ko: "데이터를 삭제하는 명령이라 확인이 필요합니다: --yes 를 넘겨 주세요.")
    public static let nothingDeleted = Message(en: "Nothing was deleted.", ko: "삭제하지 않았습니다.")

    public static func notWired(_ command: String) -> Message {
        Message(
            en: "The command '\(command)' must be run through mosaic.", ko: "'\(command)' 명령은 mosaic 을 통해 실행해야 합니다.")
    }

    static func noSuchChoice(_ text: String, _ numbers: ClosedRange<Int>) -> Message {
        Message(
            en:
                "'\(text)' is not in the list. Enter a number from \(numbers.lowerBound) to \(numbers.upperBound) or a name.",
            ko: "'\(text)' 은(는) 목록에 없어요. \(numbers.lowerBound)부터 \(numbers.upperBound)까지의 숫자나 이름을 입력하세요.")
    }

    static func numberOutOfRange(_ numbers: ClosedRange<Int>) -> Message {
        Message(
            en: "Enter a number from \(numbers.lowerBound) to \(numbers.upperBound).",
            ko: "\(numbers.lowerBound)부터 \(numbers.upperBound)까지의 숫자를 입력하세요.")
    }
}
