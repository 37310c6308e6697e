import Core

/// Every message Market shows, with the seed's exact Korean strings.
public enum MarketMessages {
    /// "내 판매글": the filter of one's own listings.
    public static let mine = Message(en: "My listings", ko: "내 판매글")
    public static let titleMissing = Message(en: "~ Please enter a post title.", ko: "~ 글 제목을 입력해주세요.")
    public static let categoryMissing = Message(en: "~ Please select a category.", ko: "~ 카테고리를 선택해주세요.")
    public static let contentMissing = Message(en: "~ Please enter the content.", ko: "~ 내용을 입력해주세요.")
    public static let success = Message(en: "Success", ko: "성공")
    public static let failure = Message(en: "Failure", ko: "실패")
    public static let confirm = Message(en: "OK", ko: "확인")
    public static let freeShare = Message(en: "Free", ko: "무료나눔")

    static let accepted = "15000, 15,000, 15,000원, ₩15,000, 1.5만, 2만5천, 3천, 1억, 0, 무료, 나눔, free"
    public static let misorderedUnits = Message(
        en: "~ Price units go from large to small, each once (like 2만5천 or 1억2천만).",
        ko: "~ 가격 단위는 큰 것부터 한 번씩만 써 주세요 (예: 2만5천, 1억2천만)."
    )
    public static let invalidPrice = Message(
        en: "~ The price must be a whole number of won up to 1,000,000,000, like \(accepted).",
        ko: "~ 가격은 1,000,000,000원 이하의 원 단위 정수로 입력해주세요. 예: \(accepted)"
    )
    public static let negativePrice = Message(
        en: "~ The price cannot be negative. Use 0 or 무료 for a free share.",
        ko: "~ 가격은 음수일 수 없습니다. 무료나눔은 0 또는 무료로 입력해주세요."
    )
    public static let fractionalPrice = Message(
        en: "~ The price must be a whole number of won (no fractions).",
        ko: "~ 가격은 원 단위 정수로 입력해주세요 (소수 불가)."
    )
    public static let priceTooHigh = Message(
        en: "~ The price can be at most 1,000,000,000 won.",
        ko: "~ 가격은 최대 1,000,000,000원까지 입력할 수 있습니다."
    )
    public static let noListings = Message(en: "No listings yet.", ko: "아직 등록된 글이 없습니다.")
    public static let noMatches = Message(en: "No listings match.", ko: "조건에 맞는 글이 없습니다.")

    public static func unknownCategory(_ text: String) -> Message {
        Message(
            en: "Unknown category '\(text)'. Use an id 1–11 or a name from `mosaic market categories`.",
            ko: "알 수 없는 카테고리 '\(text)' 입니다. 1–11 번호나 `mosaic market categories` 의 이름을 쓰세요."
        )
    }

    public static func unknownStatus(_ text: String) -> Message {
        Message(
            en: "Unknown status '\(text)'. Use selling, reserved or sold.",
            ko: "알 수 없는 상태 '\(text)' 입니다. selling, reserved, sold 중 하나를 쓰세요.")
    }

    public static let deleteConfirm = Message(en: "Delete this listing?", ko: "이 글을 삭제할까요?")

    public static func deleted(_ title: String) -> Message {
        Message(en: "Deleted “\(title)”.", ko: "“\(title)” 글을 삭제했습니다.")
    }

    public static func statusChanged(_ title: String, _ status: Message) -> Message {
        Message(en: "“\(title)” is now \(status.english.lowercased()).", ko: "“\(title)” 상태: \(status.korean)")
    }

    public static func updated(_ title: String) -> Message {
        Message(en: "Updated “\(title)”.", ko: "“\(title)” 글을 수정했습니다.")
    }
}
