import Core

/// Every message Photobox shows, with the seed's Korean strings.
public enum PhotoboxMessages {
    static func invalidUsername(_ name: String) -> Message {
        Message(
            en: "'\(name)' is not an Unsplash username (letters, digits, _ and -).",
            ko: "'\(name)' 은(는) Unsplash 사용자 이름이 아니에요 (영문, 숫자, _, -).")
    }

    public static let missingKey = Message(
        en:
            "No Unsplash access key: create an app at https://unsplash.com/developers and set UNSPLASH_ACCESS_KEY to its Access Key.",
        ko: "Unsplash 접근 키가 없습니다: https://unsplash.com/developers 에서 앱을 만들고 UNSPLASH_ACCESS_KEY 에 Access Key 를 넣으세요."
    )
    public static let malformedKey = Message(
        en: "UNSPLASH_ACCESS_KEY contains spaces or control characters; set it to the Access Key alone.",
        ko: "UNSPLASH_ACCESS_KEY 에 공백이나 제어 문자가 있습니다. Access Key 만 넣으세요.")
    public static let invalidCount = Message(en: "--count must be 1 to 30.", ko: "--count 는 1부터 30 사이여야 합니다.")
    public static let invalidPage = Message(en: "--page must be at least 1.", ko: "--page 는 1 이상이어야 합니다.")
    public static let emptyQuery = Message(en: "Type what to search for.", ko: "사진을 검색해보세요.")
    public static let noSearchResults = Message(en: "No search results.", ko: "검색 결과가 없습니다.")
    public static let noPopularSearch = Message(
        en:
            "Unsplash search has no popularity order (the seed's 인기순 was ignored by the API). Use relevant (관련순) or latest (최신순).",
        ko: "Unsplash 검색에는 인기순 정렬이 없어요 (원래 앱의 인기순은 API 가 무시했어요). 관련순이나 최신순을 쓰세요."
    )

    public static func invalidSearchOrder(_ text: String) -> Message {
        Message(
            en: "'\(text)' is not a search order: use relevant (관련순) or latest (최신순).",
            ko: "'\(text)' 은(는) 검색 정렬이 아니에요: 관련순(relevant) 또는 최신순(latest) 을 쓰세요.")
    }

    public static let noLikes = Message(en: "No saved photos yet.", ko: "저장된 사진이 없어요")
    public static func noLikesInColor(_ color: String) -> Message {
        Message(en: "None of the saved photos is nearest \(color).", ko: "\(color) 색에 가까운 저장된 사진이 없어요.")
    }
    public static let noData = Message(en: "No data.", ko: "데이터가 없습니다.")
    public static let likeSucceeded = Message(en: "Photo liked!", ko: "사진 좋아요 성공!")
    public static let unlikeSucceeded = Message(en: "Photo unliked!", ko: "사진 좋아요 해제 성공!")
    public static let mbtiIncomplete = Message(
        en: "Pick one letter in each MBTI group (E/I, N/S, F/T, P/J).",
        ko: "MBTI 를 네 묶음(E/I, N/S, F/T, P/J)에서 하나씩 골라 주세요.")
    public static let avatarMissing = Message(en: "Pick a profile image.", ko: "프로필 이미지를 골라 주세요.")
    public static let profileInvalid = Message(en: "The profile cannot be saved yet.", ko: "아직 프로필을 저장할 수 없어요.")
    public static let profileRequired = Message(
        en: "Create a profile first: mosaic photos profile create",
        ko: "먼저 프로필을 만들어 주세요: mosaic photos profile create")
    public static func profileExists(_ nickname: String) -> Message {
        Message(
            en: "A profile already exists (\(nickname)). Change it with: mosaic photos profile edit",
            ko: "프로필이 이미 있어요 (\(nickname)). 바꾸려면: mosaic photos profile edit")
    }

    public static let createProfileTitle = Message(en: "Create profile", ko: "프로필 생성")
    public static let deleteProfileTitle = Message(en: "Really delete the profile? 🥹", ko: "프로필 삭제가 정말인가요? 🥹")
    public static let deleteProfileMessage = Message(
        en: "Really delete all data, wipe all liked photos and delete the profile?",
        ko: "정말 모든 데이터를 삭제하고\n 좋아요한 사진을 다 날리고\n 프로필을 삭제하실건가요?"
    )
    public static let withdraw = Message(en: "Withdraw", ko: "회원 탈퇴")
    public static let size = Message(en: "Size", ko: "크기")
    public static let views = Message(en: "Views", ko: "조회수")
    public static let downloads = Message(en: "Downloads", ko: "다운로드 수")
    public static let camera = Message(en: "Camera", ko: "카메라")
    public static let location = Message(en: "Location", ko: "위치")
    public static let tags = Message(en: "Tags", ko: "태그")
    public static let likes = Message(en: "Likes", ko: "좋아요")

    public static func invalidPhotoID(_ text: String) -> Message {
        Message(
            en: "'\(text)' is not an Unsplash photo id (letters, digits, _ and -, like Qx7mP2aLk9Z).",
            ko: "'\(text)' 은(는) Unsplash 사진 아이디가 아닙니다 (Qx7mP2aLk9Z 처럼 영문, 숫자, _, -).")
    }

    public static func notLiked(_ id: String) -> Message {
        Message(en: "Photo \(id) is not liked.", ko: "사진 \(id) 은(는) 좋아요한 사진이 아니에요.")
    }
}
