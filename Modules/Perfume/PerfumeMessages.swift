import Core
import Foundation

/// Every message Perfume shows, with the seed's Korean strings.
public enum PerfumeMessages {
    /// The Markdown export's title.
    public static let claimNeedsWish = Message(
        en: "Only a wished perfume can be claimed as a gift.", ko: "찜한 향수만 선물하기로 할 수 있어요.")
    public static let claimedByAnother = Message(
        en: "Someone in the household already said they will give it.", ko: "다른 가족이 이미 선물하기로 했어요.")
    public static let ownWish = Message(
        en: "That is your own wish: someone else gives it.", ko: "내 찜이에요. 다른 가족이 선물해 줄 거예요.")
    public static let notClaimed = Message(en: "You have not claimed it.", ko: "선물하기로 한 적이 없어요.")
    /// "선물할게요": the claim button.
    public static let claim = Message(en: "I'll give it", ko: "선물할게요")
    /// Taking a claim back.
    public static let unclaim = Message(en: "Take back", ko: "선물 취소")
    /// The wisher's button: the gift came.
    public static let received = Message(en: "Received", ko: "받았어요")
    /// Who will give it, as the others see it.
    public static func claimedBy(_ name: String?) -> Message {
        guard let name else { return Message(en: "You will give it", ko: "내가 선물하기로 했어요") }
        return Message(en: "\(name) will give it", ko: "\(name)님이 선물하기로 했어요")
    }
    /// Who gave it, once received.
    public static func givenBy(_ name: String?) -> Message {
        guard let name else { return Message(en: "You gave it", ko: "내가 선물했어요") }
        return Message(en: "A gift from \(name)", ko: "\(name)님의 선물")
    }
    public static let journalTitle = Message(en: "Perfume journal", ko: "향기 시향 일지")
    /// The label of an entry's tasting date in the Markdown export.
    public static let tastingDate = Message(en: "Tasting date", ko: "시향 날짜")
    public static let emptyHome = Message(en: "Please add a test strip", ko: "시향지를 추가해 주세요")
    public static let emptyWished = Message(
        en: "No wished perfumes yet. Wish one with `mosaic perfume wish ID`.",
        ko: "찜한 향수가 없어요. `mosaic perfume wish ID` 로 찜할 수 있어요.")
    public static let searchPlaceholder = Message(en: "Please enter a search term", ko: "검색어를 입력해 주세요")
    public static let noResults = Message(en: "No test strips match.", ko: "검색 결과가 없어요.")
    public static let dateLabel = Message(en: "Tasting date", ko: "시향 날짜")
    public static let brandLabel = Message(en: "Brand", ko: "브랜드")
    public static let nameLabel = Message(en: "Perfume name", ko: "향수 이름")
    public static let sentenceLabel = Message(
        en: "If you described this perfume in one phrase", ko: "이 향수를 한 마디로 표현한다면")
    public static let brandMissing = Message(en: "Please enter the brand.", ko: "브랜드를 입력해 주세요.")
    public static let nameMissing = Message(en: "Please enter the perfume name.", ko: "향수 이름을 입력해 주세요.")
    public static let sentenceMissing = Message(
        en: "Please describe this perfume in one phrase.", ko: "이 향수를 한 마디로 표현해 주세요.")
    public static let formInvalid = Message(en: "The test strip is missing required fields.", ko: "필수 항목이 비어 있어요.")

    public static func futureDate(_ text: String) -> Message {
        Message(
            en: "'\(text)' is in the future; a tasting day is today or earlier.",
            ko: "'\(text)' 은(는) 미래의 날짜예요. 시향 날짜는 오늘이나 그 이전이어야 해요.")
    }

    public static func invalidDate(_ text: String) -> Message {
        Message(
            en:
                "'\(text)' is not a date. Use a day like 2024.05.01 (or 2024-05-01, today, yesterday, 3 days ago, last friday).",
            ko: "'\(text)' 은(는) 날짜가 아니에요. 2024.05.01 처럼 입력해 주세요 (2024-05-01, 오늘, 어제, 그저께, 3일 전, 지난주 금요일 도 됩니다).")
    }

    /// `weekday` (0 for Sunday) named in each language, whichever `text` was typed in.
    static func unclearWeekday(_ text: String, weekday: Int) -> Message {
        let english = RelativeDay.english[weekday]
        let korean = RelativeDay.korean[weekday] + "요일"
        return Message(
            en: "'\(text)' alone does not say which week. Say 'last \(english)' or a date like 2024.05.01.",
            ko: "'\(text)' 만으로는 어느 주인지 알 수 없어요. '지난 \(korean)', '지난주 \(korean)' 나 2024.05.01 처럼 입력해 주세요.")
    }

}

extension PerfumeMessages {
    public static func unsupportedArchiveVersion(_ name: String, _ version: Int) -> Message {
        Message(
            en:
                "'\(name)' is a version \(version) export; this build reads version \(PerfumeArchive.version) only. Nothing was imported.",
            ko: "'\(name)' 은(는) \(version) 버전 내보내기 파일이에요. 이 빌드는 \(PerfumeArchive.version) 버전만 읽어요. 아무것도 가져오지 않았어요.")
    }

    public static func duplicateImportedID(_ name: String, _ id: String) -> Message {
        Message(
            en: "'\(name)' has the entry \(id) more than once. Nothing was imported.",
            ko: "'\(name)' 에 \(id) 항목이 두 번 이상 있어요. 아무것도 가져오지 않았어요.")
    }

    public static func missingPhotos(_ ids: [String]) -> Message {
        let list = ids.map { String($0.prefix(8)) }.joined(separator: ", ")
        return Message(
            en: "Exported without their photos (the files are missing; `mosaic doctor` reports them): \(list)",
            ko: "사진 파일이 없어 사진 없이 내보낸 항목 (`mosaic doctor` 로 확인하세요): \(list)")
    }

    /// `field` names where the file went wrong (`entries[2].brand`), or says what it is in
    /// parentheses (`(not UTF-8 text)`).
    public static func notAnArchive(_ name: String, field: String) -> Message {
        // The decoder names a file that is no JSON at all "(body)".
        let field = field == "(body)" ? "(not JSON)" : field
        guard !field.hasPrefix("(") else {
            return Message(
                en: "'\(name)' is not a perfume export from `mosaic perfume export` \(field).",
                ko: "'\(name)' 은(는) `mosaic perfume export` 로 내보낸 파일이 아니에요 \(field).")
        }
        return Message(
            en: "'\(name)' is not a perfume export from `mosaic perfume export` (problem at \(field)).",
            ko: "'\(name)' 은(는) `mosaic perfume export` 로 내보낸 파일이 아니에요 (문제 위치: \(field)).")
    }

    public static func badImportedEntry(_ index: Int, _ reason: Message) -> Message {
        Message(en: "Entry \(index + 1) in the file: \(reason.english)", ko: "파일의 \(index + 1)번째 항목: \(reason.korean)")
    }

    public static let badImportedID = Message(
        en: "its id must be 1–100 characters without spaces or control characters.",
        ko: "아이디는 공백·제어 문자 없이 1–100자여야 해요.")

    public static let deleteConfirm = Message(en: "Delete this test strip and its photo?", ko: "이 시향지와 사진을 삭제할까요?")

    public static func deleted(_ entry: String) -> Message {
        Message(en: "Deleted \(entry).", ko: "시향지를 삭제했어요: \(entry)")
    }

    public static let deletedElsewhere = Message(
        en: "This test strip was deleted elsewhere.", ko: "이 시향지는 다른 곳에서 삭제되었어요.")
}
