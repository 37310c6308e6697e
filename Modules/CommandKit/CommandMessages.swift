import Core

/// The command layer's own messages: usage errors every command can give.
enum CommandMessages {
    static let emptyDataDirectory = Message(en: "--data-dir needs a folder; it cannot be empty.",
                                            ko: "--data-dir 에는 폴더가 필요합니다. 비워 둘 수 없습니다.")

    static func outOfRange(_ option: String, _ range: ClosedRange<Int>, _ value: Int) -> Message {
        Message(en: "\(option) must be \(range.lowerBound) to \(range.upperBound.grouped) (got \(value.grouped)).",
                ko: "\(option) 는 \(range.lowerBound)부터 \(range.upperBound.grouped)까지입니다 (입력: \(value.grouped)).")
    }
}
