import Core

/// The market pages' own sentences (the seed's titles, placeholders and buttons).
enum MarketWebMessages {
    static let formTitle = Message(en: "Write used-goods post", ko: "중고거래 글쓰기")
    static let listTitle = Message(en: "Listings", ko: "중고거래")
    static let submit = Message(en: "Submit", ko: "제출")
    static let titlePlaceholder = Message(en: "Post title", ko: "글 제목")
    static let categoryPlaceholder = Message(en: "Select category", ko: "카테고리 선택")
    static let pricePlaceholder = Message(en: "₩ Price (optional)", ko: "￦ 가격 (Optional)")
    static let detailsPlaceholder = Message(en: "Enter the content.", ko: "내용을 입력하세요.")
    static let write = Message(en: "Write a post", ko: "글쓰기")
    static let allCategories = Message(en: "All categories", ko: "모든 카테고리")
    static let anyStatus = Message(en: "Any status", ko: "모든 상태")
    static let freeOnly = Message(en: "Free only", ko: "무료나눔만")
    static let statsTitle = Message(en: "Sales in numbers", ko: "판매 통계")
    static let soldPrice = Message(en: "Sold for (with Sold)", ko: "판 가격(거래완료일 때)")
    static func soldFor(_ price: String) -> Message { Message(en: "sold for \(price)", ko: "\(price)에 판매") }
    static let postedBy = Message(en: "Posted by", ko: "올린 사람")
    static let asked = Message(en: "Asked (sold)", ko: "부른 값(거래완료)")
    static let received = Message(en: "Received", ko: "받은 값")
    static let soldCount = Message(en: "Sold", ko: "거래완료")
    static let search = Message(en: "Search", ko: "검색")
    static let saved = Message(en: "Saved. See the listing.", ko: "저장했습니다. 글 보기")
    static let draftSaved = Message(en: "Draft saved.", ko: "임시 저장됨")
    static let resumedDraft = Message(
        en: "Your draft is back: keep writing where you stopped.",
        ko: "임시 저장된 글을 불러왔어요. 이어서 작성하세요.")
    static let status = Message(en: "Status", ko: "상태")
    static let titleField = Message(en: "Title", ko: "제목")
    static let categoryField = Message(en: "Category", ko: "카테고리")
    static let priceField = Message(en: "Price", ko: "가격")
    static let detailsField = Message(en: "Description", ko: "설명")
    static let change = Message(en: "Change", ko: "변경")
    static let edit = Message(en: "Edit", ko: "수정")
    static let save = Message(en: "Save", ko: "저장")
}
