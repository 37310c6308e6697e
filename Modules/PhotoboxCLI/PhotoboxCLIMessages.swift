import Core
import Photobox

/// Messages only the command line shows.
enum PhotoboxCLIMessages {
    static func noSuchUser(_ user: String) -> Message {
        Message(
            en:
                "Unsplash has no account named \(user) (404). Its name is in its profile's address: unsplash.com/@name.",
            ko: "Unsplash 에 \(user) 계정이 없어요 (404). 계정 이름은 프로필 주소 unsplash.com/@이름 에 있어요.")
    }

    static func likesImported(_ summary: LikesImportSummary, user: String) -> Message {
        Message(
            en:
                "Imported \(user)'s likes: \(summary.found) found, \(summary.added) kept offline, \(summary.alreadyLiked) already liked.",
            ko: "\(user) 의 좋아요 가져오기: \(summary.found)개 중 \(summary.added)개를 오프라인에 저장, \(summary.alreadyLiked)개는 이미 좋아요."
        )
    }

    static func someLikesFailed(_ count: Int) -> Message {
        Message(
            en: "\(count) could not be kept; run the import again to retry them.",
            ko: "\(count)개는 저장하지 못했어요. 다시 가져오면 그것만 다시 시도해요.")
    }

    static let askNickname = Message(en: "Make a cool nickname.", ko: "멋진 닉네임을 만들어보세요.")
    static let nicknameHelp = Message(
        en: "Type a nickname · Enter: done · Esc: quit", ko: "닉네임을 입력하세요 · Enter: 완료 · Esc: 나가기")
    static let askMBTI = Message(
        en: "MBTI setting: type letters to toggle (E I N S F T P J), Enter when all four are set",
        ko: "MBTI 설정: 바꿀 글자를 입력하세요 (E I N S F T P J). 네 개를 다 고르면 Enter")
    static let askAvatar = Message(
        en: "Choose profile image (0–11, Enter keeps the ✓ one)", ko: "프로필 이미지 선택 (0–11, Enter 는 ✓ 그대로)")

    static func mbtiIncomplete(_ groups: [String]) -> Message {
        let list = groups.joined(separator: ", ")
        return Message(en: "Pick a letter in \(list) too.", ko: "\(list) 에서도 하나를 골라 주세요.")
    }
    static let cancelled = Message(en: "Cancelled; nothing was saved.", ko: "취소했습니다. 아무것도 저장하지 않았어요.")
    static let offline = Message(
        en: "Offline: showing the copy kept with your like.", ko: "오프라인: 좋아요할 때 저장한 사본을 보여 줍니다.")
    static let inMemory = Message(
        en: "Photos are kept in memory with --storage memory; there is no file to open.",
        ko: "--storage memory 에서는 사진을 메모리에 두므로 열 파일이 없습니다.")
    static func filesMissing(_ count: Int) -> Message {
        Message(
            en:
                "⚠ \(count.counted("liked photo")) \(count == 1 ? "has" : "have") no image file; run `mosaic doctor --repair`.",
            ko: "⚠ 좋아요한 사진 \(count)장의 이미지 파일이 없습니다. `mosaic doctor --repair` 를 실행하세요.")
    }
    static let fileMissing = Message(
        en: "The liked photo's file is missing; run `mosaic doctor --repair`.",
        ko: "좋아요한 사진 파일이 없습니다. `mosaic doctor --repair` 를 실행하세요.")
    static let chartTitle = Message(en: "Chart", ko: "차트")
    static let info = Message(en: "Info", ko: "정보")
    static let liked = Message(en: "♥ liked", ko: "♥ 좋아요함")

    static func profileSaved(_ profile: Profile) -> Message {
        Message(
            en: "Saved the profile \(profile.nickname) · \(profile.mbti.text) · \(profile.avatar).",
            ko: "프로필을 저장했습니다: \(profile.nickname) · \(profile.mbti.text) · \(profile.avatar)")
    }

    static func profileDeleted(likes: Int) -> Message {
        Message(en: "Deleted the profile and \(likes.counted("liked photo")).", ko: "프로필과 좋아요한 사진 \(likes)장을 삭제했습니다.")
    }

    static func invalidMBTI(_ text: String) -> Message {
        Message(
            en: "'\(text)' is not an MBTI: one of E/I, N/S, F/T, P/J in that order, like ENFP.",
            ko: "'\(text)' 은(는) MBTI 가 아닙니다. ENFP 처럼 E/I, N/S, F/T, P/J 순서로 하나씩 쓰세요.")
    }

    static func invalidAvatar(_ text: String) -> Message {
        Message(en: "'\(text)' is not a profile image; use 0 to 11.", ko: "'\(text)' 은(는) 프로필 이미지가 아닙니다. 0부터 11까지 쓰세요.")
    }

    static func invalidColor(_ text: String) -> Message {
        let names = PhotoColor.allCases.map(\.rawValue).joined(separator: ", ")
        return Message(
            en: "'\(text)' is not a colour filter; use one of \(names).",
            ko: "'\(text)' 은(는) 색상 필터가 아닙니다. \(names) 중 하나를 쓰세요.")
    }

    static func unknownTopic(_ text: String) -> Message {
        let names = (Topic.all.map(\.slug) + ["random"]).joined(separator: ", ")
        return Message(
            en: "'\(text)' is not a topic; use one of \(names).", ko: "'\(text)' 은(는) 토픽이 아닙니다. \(names) 중 하나를 쓰세요.")
    }

    static let noPhotoIDs = Message(en: "Give at least one photo id.", ko: "사진 id 를 하나 이상 주세요.")

    static func pastLastPage(_ page: Int, pages: Int, total: Int) -> Message {
        Message(
            en: "Page \(page) is past the last page: \(total.grouped) results fill \(pages.counted("page")).",
            ko: "\(page)쪽은 마지막 쪽 뒤예요. 검색 결과 \(total.grouped)개는 \(pages)쪽까지 있어요.")
    }

    static func searchSummary(total: Int, pages: ClosedRange<Int>, of totalPages: Int) -> Message {
        let range = pages.count == 1 ? "\(pages.lowerBound)" : "\(pages.lowerBound)–\(pages.upperBound)"
        return Message(
            en: "\(total.grouped) results · page \(range) of \(totalPages)",
            ko: "검색 결과 \(total.grouped)개 · \(totalPages)쪽 중 \(range)쪽")
    }

    static func liked(_ id: String, already: Bool) -> Message {
        already
            ? Message(en: "♥ \(id) was already liked.", ko: "♥ \(id) 은(는) 이미 좋아요한 사진이에요.")
            : Message(en: "♥ \(id): photo liked!", ko: "♥ \(id): 사진 좋아요 성공!")
    }

    static func unliked(_ id: String) -> Message {
        Message(en: "♡ \(id): photo unliked!", ko: "♡ \(id): 사진 좋아요 해제 성공!")
    }

    static func someFailed(_ failed: Int, of total: Int) -> Message {
        Message(
            en: "\(failed) of \(total.counted("photo")) failed; nothing was kept for those.",
            ko: "사진 \(total)장 중 \(failed)장은 실패했고, 그 사진은 아무것도 남기지 않았어요.")
    }
}
