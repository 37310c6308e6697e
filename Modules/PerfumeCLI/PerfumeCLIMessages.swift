import Core
import Foundation
import Perfume

/// Messages only the command line shows.
enum PerfumeCLIMessages {
    /// A list cut at its limit: how many it shows of how many match.
    static func shown(_ count: Int, of total: Int) -> Message {
        let grouped = IntegerFormatStyle<Int>.number.locale(Locale(identifier: "en_US"))
        let (shown, all) = (count.formatted(grouped), total.formatted(grouped))
        return Message(
            en: "\(shown) of \(all) matches shown; --limit N shows more.",
            ko: "일치하는 \(all)개 중 \(shown)개를 보여 줍니다. 더 보려면 --limit N.")
    }
    static func claimed(_ title: String) -> Message {
        Message(
            en: "You will give \(title); its wisher will not know until they receive it.",
            ko: "\(title)을(를) 선물하기로 했어요. 받을 때까지 찜한 사람은 몰라요.")
    }
    static func unclaimed(_ title: String) -> Message {
        Message(en: "You no longer give \(title).", ko: "\(title) 선물을 취소했어요.")
    }
    static func received(_ title: String, gift: Message?) -> Message {
        Message(
            en: "Received \(title)." + (gift.map { " " + $0.english + "." } ?? ""),
            ko: "\(title)을(를) 받았어요." + (gift.map { " " + $0.korean + "." } ?? ""))
    }
    static let noTags = Message(
        en: "No #tags yet: write #citrus or #겨울 in a strip's sentence or notes.",
        ko: "아직 #태그가 없어요: 시향지의 한 마디나 기록에 #citrus, #겨울 처럼 써 보세요.")

    static let onWithRange = Message(
        en: "Use either --on or --from/--to, not both.", ko: "--on 은 --from, --to 와 함께 쓸 수 없어요.")
    static func rangeBackwards(_ first: TastingDay, _ last: TastingDay) -> Message {
        Message(
            en: "--to \(last) is before --from \(first).", ko: "--to \(last) 이(가) --from \(first) 보다 앞서요.")
    }
    static let noneTasted = Message(
        en: "No test strips were tasted on those days.", ko: "그 기간에 시향한 시향지가 없어요.")

    static let photoConflict = Message(
        en: "Use either --photo or --remove-photo, not both.", ko: "--photo 와 --remove-photo 는 함께 쓸 수 없어요.")
    static let dateConflict = Message(
        en: "Use either --date or --clear-date, not both.", ko: "--date 와 --clear-date 는 함께 쓸 수 없어요.")
    static let notesConflict = Message(
        en: "Use either --notes or --clear-notes, not both.", ko: "--notes 와 --clear-notes 는 함께 쓸 수 없어요.")
    static let searchNeedsText = Message(
        en: "Give a search text (live search needs a terminal): mosaic perfume search TEXT",
        ko: "검색어를 넘겨 주세요 (실시간 검색은 터미널에서만 됩니다): mosaic perfume search 검색어"
    )
    static let liveSearchHelp = Message(
        en: "Type to search · Enter: done · Esc: quit", ko: "입력하면 검색합니다 · Enter: 완료 · Esc: 나가기")
    static let askDate = Message(en: "Tasting date (optional: 2024.05.01, today)", ko: "시향 날짜 (선택: 2024.05.01, today)")
    static let askNotes = Message(en: "Notes about the scent (optional)", ko: "향에 대한 기록 (선택)")
    static let askPhoto = Message(en: "Photo file (optional)", ko: "사진 파일 (선택)")

    static func added(_ entry: String) -> Message {
        Message(en: "Added \(entry).", ko: "시향지를 추가했어요: \(entry)")
    }

    static func updated(_ entry: String) -> Message {
        Message(en: "Updated \(entry).", ko: "시향지를 수정했어요: \(entry)")
    }

    static func wished(_ entry: String, _ wished: Bool) -> Message {
        wished
            ? Message(en: "♥ Wished \(entry).", ko: "♥ 찜했어요: \(entry)")
            : Message(en: "Removed \(entry) from the wish list.", ko: "찜을 해제했어요: \(entry)")
    }

    static func exported(_ count: Int, to path: String) -> Message {
        Message(en: "Exported \(count) test strips to \(path).", ko: "시향지 \(count)개를 \(path) 에 내보냈어요.")
    }

    static func imported(_ summary: ImportSummary) -> Message {
        let replaced = summary.replaced > 0 ? ", \(summary.replaced) replaced by the file's" : ""
        let replacedKo = summary.replaced > 0 ? ", \(summary.replaced)개는 파일의 것으로 바꿈" : ""
        let kept = summary.kept.isEmpty ? "" : ", \(summary.kept.count) kept as stored"
        let keptKo = summary.kept.isEmpty ? "" : ", \(summary.kept.count)개는 저장된 그대로 둠"
        return Message(
            en:
                "Imported: \(summary.added) added, \(summary.updated) updated, \(summary.unchanged) already up to date\(replaced)\(kept).",
            ko:
                "가져오기: \(summary.added)개 추가, \(summary.updated)개 갱신, \(summary.unchanged)개는 이미 최신이에요\(replacedKo)\(keptKo)."
        )
    }

    static func keptNewer(_ ids: [String], file: String) -> Message {
        let shown = ids.prefix(10).map { String($0.prefix(8)) }.joined(separator: ", ") + (ids.count > 10 ? ", …" : "")
        return Message(
            en:
                "\(ids.count.counted("entry", plural: "entries")) in the file \(ids.count == 1 ? "differs" : "differ") from the journal, whose \(ids.count == 1 ? "version is" : "versions are") as new or newer, and \(ids.count == 1 ? "was" : "were") kept as stored: \(shown). To apply the file's: mosaic perfume import \(file) --replace",
            ko:
                "파일의 \(ids.count)개 항목이 일지와 다르지만 일지 쪽이 같거나 더 최신이라 그대로 두었어요: \(shown). 파일의 것으로 바꾸려면: mosaic perfume import \(file) --replace"
        )
    }

    static func fileMissing(_ path: String) -> Message {
        Message(en: "No file at '\(path)'.", ko: "'\(path)' 에 파일이 없어요.")
    }

    static func noPhoto(_ title: String) -> Message {
        Message(en: "\(title) has no photo.", ko: "\(title) 에는 사진이 없어요.")
    }

    static let photoFileMissing = Message(
        en: "The photo's file is missing. Run `mosaic doctor`.",
        ko: "사진 파일이 없어요. `mosaic doctor` 로 점검하세요.")

}
