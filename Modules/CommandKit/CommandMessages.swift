import Core

/// The command layer's own messages: usage errors every command can give.
enum CommandMessages {
    static func noFile(_ path: String) -> Message {
        Message(en: "No file at '\(path)'.", ko: "'\(path)' 에 파일이 없어요.")
    }

    static func unreadableFile(_ path: String) -> Message {
        Message(en: "'\(path)' cannot be read.", ko: "'\(path)' 을(를) 읽을 수 없어요.")
    }

    static func folderNotFile(_ path: String) -> Message {
        Message(en: "'\(path)' is a folder, not a file.", ko: "'\(path)' 은(는) 파일이 아니라 폴더예요.")
    }

    static func fileTooLarge(_ path: String, limit: Int) -> Message {
        Message(
            en: "'\(path)' is larger than \(limit >> 20) MB; it was not read.",
            ko: "'\(path)' 은(는) \(limit >> 20) MB보다 커서 읽지 않았어요.")
    }

    static func notZip(_ name: String) -> Message {
        Message(en: "\(name) is not a ZIP archive, or it is damaged.", ko: "\(name) 은(는) ZIP 파일이 아니거나 손상됐어요.")
    }

    static func zipEntryTooLarge(_ name: String, entry: String) -> Message {
        Message(
            en: "The files read from \(name) (up to \(entry)) hold more than 64 MB once unpacked; it was not read.",
            ko: "\(name) 에서 읽을 파일(\(entry)까지)을 풀면 64 MB가 넘어서 읽지 않았어요.")
    }

    static func editorFailed(_ editor: String) -> Message {
        Message(
            en: "The editor (\(editor)) did not finish; nothing was saved. Set $EDITOR, or pass the text itself.",
            ko: "편집기(\(editor))가 끝나지 않아 아무것도 저장하지 않았어요. $EDITOR 를 정하거나 글을 직접 넘겨 주세요.")
    }

    static func composedEmpty(_ field: LongTextField) -> Message {
        let hint = field.clearFlag.map {
            Message(en: " Use \($0) to remove \(field.name.english).", ko: " 지우려면 \($0) 를 쓰세요.")
        }
        return Message(
            en: "The new text for \(field.name.english) is empty; nothing was saved.\(hint?.english ?? "")",
            ko: "새 \(field.name.korean) 이(가) 비어 있어 아무것도 저장하지 않았어요.\(hint?.korean ?? "")")
    }

    static func clearComposed(_ field: LongTextField) -> Message {
        Message(
            en: "You left \(field.name.english) empty. Clear \(field.name.english)?",
            ko: "\(field.name.korean) 을(를) 비웠어요. 지울까요?")
    }

    static func keptComposed(_ field: LongTextField) -> Message {
        Message(
            en: "Kept \(field.name.english) as they were; nothing was saved.",
            ko: "\(field.name.korean) 은(는) 그대로 두고 아무것도 저장하지 않았어요.")
    }

    static func nothingToChange(_ flags: [String]) -> Message {
        let list = flags.joined(separator: ", ")
        return Message(
            en: "Nothing to change: give one of \(list) (on a terminal, edit with no flags asks for each field).",
            ko: "바꿀 것이 없습니다: \(list) 중 하나를 주세요 (터미널에서는 플래그 없이 실행하면 항목마다 물어봅니다).")
    }

    static let unchanged = Message(en: "Nothing changed; nothing was saved.", ko: "바뀐 것이 없어 저장하지 않았어요.")

    static let emptyMember = Message(
        en: "--as needs a member's name (`mosaic members list` shows them).",
        ko: "--as 에는 구성원 이름이 필요합니다(`mosaic members list` 로 볼 수 있습니다).")
    static let emptyDataDirectory = Message(
        en: "--data-dir needs a folder; it cannot be empty.",
        ko: "--data-dir 에는 폴더가 필요합니다. 비워 둘 수 없습니다.")

    static let deleteUnreadable = Message(
        en: "This record cannot be read (see `mosaic doctor`). Delete it as it is stored?",
        ko: "이 레코드는 읽을 수 없어요 (`mosaic doctor` 참고). 저장된 그대로 삭제할까요?")

    static func deletedUnreadable(_ collection: String, _ id: String) -> Message {
        Message(
            en: "Deleted the unreadable \(collection) record \(id).", ko: "읽을 수 없는 \(collection) 레코드 \(id) 을(를) 삭제했습니다."
        )
    }

    static func outOfRange(_ option: String, _ range: ClosedRange<Int>, _ value: Int) -> Message {
        Message(
            en: "\(option) must be \(range.lowerBound) to \(range.upperBound.grouped) (got \(value.grouped)).",
            ko: "\(option) 는 \(range.lowerBound)부터 \(range.upperBound.grouped)까지입니다 (입력: \(value.grouped)).")
    }
}
