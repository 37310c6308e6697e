import Core

/// The photo pages' own sentences (the seed's titles, tabs and buttons).
enum PhotoboxWebMessages {
    /// A profile picture's name for a screen reader (numbered from 1).
    static func avatar(_ number: Int) -> Message { Message(en: "Profile picture \(number)", ko: "프로필 그림 \(number)") }
    static let topicTitle = Message(en: "Images by topic", ko: "토픽별 이미지")
    static let randomTitle = Message(en: "Random", ko: "랜덤")
    static let searchTitle = Message(en: "Photo search", ko: "사진 검색")
    static let likesTitle = Message(en: "Liked photos list", ko: "좋아요한 사진 목록")
    static let topicTab = Message(en: "Topic", ko: "토픽")
    static let searchTab = Message(en: "Search", ko: "검색")
    static let likesTab = Message(en: "Like list", ko: "좋아요")
    static let author = Message(en: "Kang Hangyeol", ko: "강한결")
    static let start = Message(en: "Start", ko: "시작하기")
    static let nicknamePlaceholder = Message(en: "Make a cool nickname.", ko: "멋진 닉네임을 만들어보세요.")
    static let mbtiSetting = Message(en: "MBTI setting", ko: "MBTI 설정")
    static let chooseAvatar = Message(en: "Choose profile image", ko: "프로필 이미지 선택")
    static let done = Message(en: "Done", ko: "완료")
    static let save = Message(en: "Save", ko: "저장")
    static let deleteProfile = Message(en: "Delete profile", ko: "프로필 삭제")
    static let reallyDelete = Message(en: "Really delete", ko: "정말 삭제하기")
    static let refresh = Message(en: "Refresh", ko: "새로고침")
    static let loading = Message(en: "Loading…", ko: "불러오는 중…")
    static let order = Message(en: "Order", ko: "정렬")
    static let popular = Message(en: "popular", ko: "인기순")
    static let offline = Message(
        en: "Offline: showing the copy kept with your like.", ko: "오프라인: 좋아요할 때 저장한 사본을 보여 줍니다.")
    static let info = Message(en: "Info", ko: "정보")
    static let chart = Message(en: "Chart", ko: "차트")
    static let like = Message(en: "Like", ko: "좋아요")
    static let morePhotos = Message(en: "More photos", ko: "사진 더 보기")
    static let unliked = Message(en: "Removed from your likes.", ko: "좋아요를 취소했어요.")
}
