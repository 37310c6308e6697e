import Core
import Market
import Persistence

/// Messages only the command line shows.
enum MarketCLIMessages {
    static let soldPriceNeedsSold = Message(
        en: "--price is the price a listing went for: give it with sold.", ko: "--price 는 실제로 판 가격이에요: sold 와 함께 주세요.")

    static let askTitle = Message(en: "Post title", ko: "글 제목")
    static let askCategory = Message(en: "Category (number or name)", ko: "카테고리 (번호나 이름)")
    static let categoryLabel = Message(en: "Category", ko: "카테고리")
    static let priceLabel = Message(en: "Price", ko: "가격")
    static let restored = Message(en: "Restored from the draft:", ko: "임시 저장된 글에서 불러왔어요:")
    static let askPrice = Message(en: "Price (optional; 0 or 무료 for a free share)", ko: "가격 (선택, 무료나눔은 0 또는 무료)")
    static let askDescription = Message(en: "Description", ko: "내용")
    static let resumeDraft = Message(en: "You have an unfinished listing. Continue it?", ko: "작성 중이던 글이 있습니다. 이어서 쓸까요?")
    static let draftKept = Message(
        en: "(Your answers are kept as a draft until the listing is posted.)", ko: "(글을 올릴 때까지 답한 내용은 임시 저장됩니다.)")
    static let stillMissing = Message(en: "Still missing:", ko: "아직 부족한 항목:")
    static func posted(_ id: RecordID<Listing>) -> Message {
        Message(en: "Posted \(id).", ko: "글을 올렸습니다: \(id)")
    }
}
