import Core
import Foundation

/// Every message AppLibrary shows, with the seed's Korean strings.
public enum AppLibraryMessages {
    public static func notMasList(_ file: String, line: Int, column: Int) -> Message {
        Message(
            en:
                "'\(file)' is not what `mas list` prints (line \(line), column \(column)): expected an id, a name and (version).",
            ko: "'\(file)' 은(는) `mas list` 의 출력이 아니에요 (\(line)번째 줄, \(column)번째 칸): id, 이름, (버전) 이 있어야 해요.")
    }

    public static let get = Message(en: "Get", ko: "받기")
    public static let delete = Message(en: "Delete", ko: "삭제")
    public static let library = Message(en: "Library", ko: "보관함")
    public static let alreadyDeleted = Message(en: "This app is already deleted", ko: "이미 삭제된 앱입니다")
    public static func notInLibrary(_ id: String) -> Message {
        Message(en: "App \(id) is not in the library.", ko: "앱 \(id) 은(는) 보관함에 없습니다.")
    }

    public static let tryRefreshing = Message(en: "Try refreshing", ko: "새로고침 해보세용")
    public static let otherGenre = Message(en: "Other", ko: "기타")
    public static let ratingsAndReviews = Message(en: "Ratings & Reviews", ko: "평가 및 리뷰")
    public static let writeReview = Message(en: "Write a review", ko: "리뷰 작성하기")
    public static let reviewTitleMissing = Message(en: "Please enter a title.", ko: "제목을 입력해 주세요.")
    public static let reviewContentMissing = Message(en: "Please enter the review.", ko: "리뷰 내용을 입력해 주세요.")
    public static let reviewRatingInvalid = Message(
        en: "The rating must be 0.5 to 5.0 in half stars.",
        ko: "별점은 0.5부터 5.0까지 0.5 단위로 주세요.")
    public static let reviewInvalid = Message(en: "The review cannot be sent yet.", ko: "리뷰를 아직 보낼 수 없어요.")
    public static let emptyLibrary = Message(
        en: "The library is empty. Get an app with `mosaic apps get ID`.",
        ko: "보관함이 비어 있어요. `mosaic apps get ID` 로 앱을 받아 보세요.")
    public static let noLibraryMatches = Message(en: "No apps in the library match.", ko: "보관함에 맞는 앱이 없어요.")
    public static let invalidLimit = Message(en: "--limit must be 1 to 200.", ko: "--limit 는 1부터 200 사이여야 합니다.")

    public static func searchTitle(_ count: Int) -> Message {
        Message(en: "Search results: \(count)", ko: "검색 결과 : \(count) 개")
    }

    public static func outOfFive(_ rating: Double) -> Message {
        let text = String(format: "%.1f", rating)
        return Message(en: "\(text) (out of 5)", ko: "\(text) (최고 5점)")
    }

    public static func ratingCount(_ count: Int) -> Message {
        Message(en: "\(count.grouped) ratings", ko: "\(count.grouped)개의 평가")
    }

    public static let emptySearch = Message(en: "Type something to search for.", ko: "검색어를 입력해 주세요.")

    public static func pastLastPage(_ page: Int, term: String) -> Message {
        Message(
            en: "Page \(page) is past the last page of results for '\(term)'. Try a smaller --page.",
            ko: "'\(term)' 검색 결과에 \(page) 페이지는 없어요. 더 작은 --page 로 찾아보세요.")
    }

    public static func noResults(_ term: String) -> Message {
        Message(en: "No apps found for '\(term)'.", ko: "'\(term)' 에 대한 앱이 없습니다.")
    }

    public static func unknownApp(_ id: String) -> Message {
        Message(en: "No app with id \(id) in this storefront.", ko: "이 스토어에 아이디 \(id) 인 앱이 없습니다.")
    }

    public static func invalidCountry(_ text: String) -> Message {
        Message(
            en: "'\(text)' is not a storefront code. Use two letters like kr, us, jp or gb (not uk).",
            ko: "'\(text)' 은(는) 스토어 국가 코드가 아닙니다. kr, us, jp, gb 처럼 두 글자로 쓰세요 (uk 가 아니라 gb).")
    }

    public static func invalidID(_ text: String) -> Message {
        Message(
            en: "'\(text)' is not an App Store id (digits only, like 1600000001).",
            ko: "'\(text)' 은(는) 앱 스토어 아이디가 아닙니다 (1600000001 처럼 숫자만).")
    }
}
