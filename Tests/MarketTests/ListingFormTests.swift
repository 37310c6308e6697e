import Core
import Market
import Testing

@Suite("The listing form's rules")
struct ListingFormTests {
    @Test("an empty form lists every problem in the seed's order, each once")
    func emptyForm() {
        let alert = SubmitAlert(problems: ListingForm().problems)
        #expect(alert.title.text(.korean) == "실패")
        #expect(alert.message(.korean) == "~ 글 제목을 입력해주세요.\n~ 카테고리를 선택해주세요.\n~ 내용을 입력해주세요.")
        #expect(
            alert.message(.english)
                == "~ Please enter a post title.\n~ Please select a category.\n~ Please enter the content.")
    }

    @Test("seed bug 1: the content message appears once, never twice")
    func contentOnce() {
        let problems = ListingForm(title: "자전거", categoryID: 3, details: "").problems
        #expect(problems == [MarketMessages.contentMissing])
    }

    @Test("whitespace-only title and description count as missing")
    func trims() {
        let problems = ListingForm(title: "  \t", categoryID: 3, details: "\n \u{3000}").problems
        #expect(problems == [MarketMessages.titleMissing, MarketMessages.contentMissing])
    }

    @Test("a price that does not parse is reported after the seed's messages")
    func badPrice() {
        let problems = ListingForm(title: "", categoryID: 3, priceText: "-3", details: "x").problems
        #expect(problems == [MarketMessages.titleMissing, MarketMessages.negativePrice])
    }

    @Test("a complete form succeeds with no message")
    func complete() {
        let alert = SubmitAlert(
            problems: ListingForm(title: "자전거", categoryID: 3, priceText: "1.5만", details: "거의 새것").problems)
        #expect(alert.succeeded)
        #expect(alert.title.text(.korean) == "성공")
        #expect(alert.message(.korean) == nil)
    }

    @Test("the free-share button is offered when the price typed is zero")
    func freeShareOffer() {
        #expect(ListingForm(priceText: "0").offersFreeShare)
        #expect(ListingForm(priceText: "0원").offersFreeShare)
        #expect(!ListingForm(priceText: "").offersFreeShare)
        #expect(!ListingForm(priceText: "100").offersFreeShare)
        #expect(!ListingForm(priceText: "무료나눔").offersFreeShare)
    }

    @Test("categories are found by id, Korean or English name")
    func categories() {
        #expect(ListingCategory.all.count == 11)
        #expect(ListingCategory.find("3")?.korean == "스포츠/레저")
        #expect(ListingCategory.find("도서/티켓/취미")?.id == 10)
        #expect(ListingCategory.find("sports & leisure")?.id == 3)
        #expect(ListingCategory.find("Other")?.korean == "기타")
        #expect(ListingCategory.find("12") == nil)
        #expect(ListingCategory.find("cars") == nil)
    }
}
