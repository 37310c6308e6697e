import Core

/// The app pages' own sentences (the seed's tab titles and buttons).
enum AppLibraryWebMessages {
    static let searchTitle = Message(en: "Search", ko: "검색")
    static let searchPlaceholder = Message(en: "Games, apps, stories and more", ko: "게임, 앱, 스토리 등")
    static let libraryPlaceholder = Message(en: "Search the library", ko: "보관함 검색")
    static let send = Message(en: "Send", ko: "보내기")
    static let cancel = Message(en: "Cancel", ko: "취소")
    static let reviewTitle = Message(en: "Title", ko: "제목")
    static let reviewContent = Message(en: "Review", ko: "리뷰")
    static let rating = Message(en: "Rating", ko: "별점")
    static let myReviews = Message(en: "My reviews", ko: "내 리뷰")
    static let loading = Message(en: "Loading…", ko: "불러오는 중…")
    static let moreApps = Message(en: "More apps", ko: "앱 더 보기")

    static func removed(_ name: String) -> Message {
        Message(en: "Removed \(name) from the library.", ko: "보관함에서 \(name) 을(를) 삭제했어요.")
    }

    static func screenshot(_ number: Int, of count: Int) -> Message {
        Message(en: "Screenshot \(number) of \(count)", ko: "스크린샷 \(number)/\(count)")
    }
}
