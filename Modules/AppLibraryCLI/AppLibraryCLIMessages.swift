import AppLibrary
import Core

/// Messages only the command line shows.
enum AppLibraryCLIMessages {

    /// Names the first ten ids: 200,000 unknown ones made one 1.4 MB line.
    static func unknownInStore(_ ids: [AppID]) -> Message {
        let shown = ids.prefix(10).map(\.rawValue).joined(separator: ", ")
        let more = ids.count - min(ids.count, 10)
        return Message(
            en:
                "The store does not know \(ids.count) of them (no longer sold, or another storefront: --country): \(shown)\(more > 0 ? " and \(more) more" : "").",
            ko:
                "스토어에 없는 앱 \(ids.count)개 (판매 중지, 또는 다른 국가의 스토어: --country): \(shown)\(more > 0 ? " 외 \(more)개" : "")."
        )
    }

    static func imported(_ summary: MasImportSummary) -> Message {
        Message(
            en:
                "Imported from mas: \(summary.added) added, \(summary.updated) updated, \(summary.unchanged) already there, \(summary.unknown.count) unknown.",
            ko:
                "mas 에서 가져오기: \(summary.added)개 추가, \(summary.updated)개 갱신, \(summary.unchanged)개는 이미 있음, \(summary.unknown.count)개는 스토어에 없음."
        )
    }

    static func notInLibrary(_ id: String) -> Message {
        Message(
            en: "\(id) is not in your library, so it has no updates to leave out (`mosaic apps library` lists it).",
            ko: "\(id) 은(는) 보관함에 없어서 빼 둘 업데이트가 없어요 (`mosaic apps library` 가 보관함을 보여 줍니다).")
    }

    static func ignoring(_ id: String) -> Message {
        Message(
            en: "Updates of \(id) are left out of `apps outdated` from now on (--unignore \(id) shows them again).",
            ko: "\(id) 의 업데이트는 이제 `apps outdated` 에 나오지 않아요 (--unignore \(id) 로 다시 볼 수 있어요).")
    }

    static func unignored(_ id: String) -> Message {
        Message(en: "Updates of \(id) are shown again.", ko: "\(id) 의 업데이트를 다시 보여 줘요.")
    }

    static func notIgnored(_ id: String) -> Message {
        Message(en: "Updates of \(id) were not left out.", ko: "\(id) 의 업데이트는 숨겨져 있지 않았어요.")
    }

    static func ignoredCount(_ count: Int) -> Message {
        Message(
            en: "(\(count) app\(count == 1 ? "" : "s") ignored: --unignore ID shows one again.)",
            ko: "(앱 \(count)개는 숨김: --unignore ID 로 다시 볼 수 있어요.)")
    }

    static let allUpToDate = Message(
        en: "Every app in your library is up to date.", ko: "보관함의 앱이 모두 최신 버전이에요.")

    /// `apps show` of a library app: what is shown is the copy saved then, not the store's.
    static func savedCopy(day: String) -> Message {
        Message(
            en: "The copy saved in your library on \(day) (works offline; `mosaic apps get` again refreshes it).",
            ko: "\(day)에 보관함에 저장한 정보예요 (오프라인에서도 보입니다. `mosaic apps get`으로 새로 고칩니다).")
    }

    static let liveSearchHelp = Message(
        en: "Type to filter the library · Enter: done · Esc: quit",
        ko: "입력하면 보관함을 찾습니다 · Enter: 완료 · Esc: 나가기")
    static let noStoreReviews = Message(en: "No App Store reviews yet.", ko: "아직 앱 스토어 리뷰가 없습니다.")
    static let noLocalReviews = Message(
        en: "No reviews written here yet. Write one with `mosaic apps review add ID`.",
        ko: "아직 작성한 리뷰가 없습니다. `mosaic apps review add ID` 로 작성하세요.")
    static let confirmRemoveReviews = Message(
        en: "Remove it from the library and delete your reviews of it?",
        ko: "보관함에서 삭제하고 이 앱에 쓴 리뷰도 지울까요?")
    static let askRating = Message(en: "Stars (0.5–5.0)", ko: "별점 (0.5–5.0)")
    static let askTitle = Message(en: "Title", ko: "제목")
    static let askContent = Message(en: "Review", ko: "리뷰 내용")

    static func alreadyInLibrary(_ name: String) -> Message {
        Message(
            en: "“\(name)” is already in the library; its details were refreshed.",
            ko: "“\(name)” 은(는) 이미 보관함에 있어요. 정보를 새로 고쳤습니다.")
    }

    static func got(_ name: String) -> Message {
        Message(en: "Got “\(name)” into the library.", ko: "“\(name)” 을(를) 보관함에 받았습니다.")
    }

    static func removed(_ name: String, reviews: Bool) -> Message {
        Message(
            en: "Removed “\(name)” from the library\(reviews ? " with its reviews" : "; its reviews are kept").",
            ko: "“\(name)” 을(를) 보관함에서 삭제했습니다\(reviews ? " (리뷰도 삭제)" : " (리뷰는 남겨 둡니다)").")
    }

    static func skipped(_ count: Int) -> Message {
        Message(
            en: "\(count.counted("result")) \(count == 1 ? "was" : "were") left out (unreadable, or not iPhone apps).",
            ko: "결과 \(count)개는 뺐습니다 (읽을 수 없거나 아이폰 앱이 아님).")
    }

    static func reviewSaved(_ title: String) -> Message {
        Message(en: "Saved the review “\(title)”.", ko: "리뷰 “\(title)” 을(를) 저장했습니다.")
    }

    static func badRating(_ text: String) -> Message {
        Message(
            en: "'\(text)' is not a star rating. Use 0.5 to 5.0 in halves, like 4.5.",
            ko: "'\(text)' 은(는) 별점이 아닙니다. 4.5 처럼 0.5부터 5.0까지 0.5 단위로 쓰세요.")
    }
}
