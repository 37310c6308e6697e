import Core
import Market
import Persistence
import TestSupport
import Testing

@Suite("ListingFormViewModel", .serialized)
struct ListingFormViewModelTests {
    @Test("submitting an empty form shows 실패 with every line")
    func emptySubmit() async throws {
        let fixture = try MarketFixture()
        let submit = EventRelay<Void>()
        let viewModel = ListingFormViewModel(repository: fixture.repository)
        let output = viewModel.transform(.init(submitTapped: submit.values()))
        let alerts = OutputRecorder(output.alert)
        submit.accept()
        let alert = try #require(await alerts.next())
        #expect(alert.title == MarketMessages.failure)
        #expect(
            alert.lines == [MarketMessages.titleMissing, MarketMessages.categoryMissing, MarketMessages.contentMissing])
        #expect(try await fixture.storage.records.count(RecordQuery<Listing>.all) == 0)
    }

    @Test("seed bug 2: choosing a category keeps the description typed before it")
    func categoryKeepsDescription() async throws {
        let fixture = try MarketFixture()
        let details = EventRelay<String>()
        let category = EventRelay<ListingCategory>()
        let viewModel = ListingFormViewModel(repository: fixture.repository)
        let output = viewModel.transform(.init(category: category.values(), details: details.values()))
        let forms = OutputRecorder(output.form)
        _ = await forms.next()
        details.accept("거의 새것입니다")
        #expect(await forms.next()?.details == "거의 새것입니다")
        category.accept(ListingCategory.with(id: 3)!)
        let form = await forms.next()
        #expect(form?.categoryID == 3)
        #expect(form?.details == "거의 새것입니다")
    }

    @Test("a double tap on 제출 posts the form once; changed afterwards, it posts again")
    func doubleSubmit() async throws {
        let fixture = try MarketFixture()
        let submit = EventRelay<Void>()
        let title = EventRelay<String>()
        let initial = ListingForm(title: "자전거", categoryID: 3, priceText: "15000", details: "거의 새것")
        let output = ListingFormViewModel(repository: fixture.repository, initial: initial)
            .transform(.init(title: title.values(), submitTapped: submit.values()))
        let saved = OutputRecorder(output.saved)
        let forms = OutputRecorder(output.form)
        _ = await forms.next()
        submit.accept()
        submit.accept()
        #expect(await saved.next()?.title == "자전거")
        title.accept("자전거 두 대")
        #expect(await forms.next()?.title == "자전거 두 대")
        submit.accept()
        _ = await saved.next()
        #expect(try await fixture.storage.records.count(RecordQuery<Listing>.all) == 2)
    }

    @Test("a filled form saves the listing and says 성공")
    func successfulSubmit() async throws {
        let fixture = try MarketFixture()
        let submit = EventRelay<Void>()
        let initial = ListingForm(title: " 자전거 팝니다 ", categoryID: 3, priceText: "15,000원", details: "거의 새것")
        let viewModel = ListingFormViewModel(repository: fixture.repository, initial: initial)
        let output = viewModel.transform(.init(submitTapped: submit.values()))
        let alerts = OutputRecorder(output.alert)
        let saved = OutputRecorder(output.saved)
        submit.accept()
        #expect(await alerts.next()?.succeeded == true)
        let listing = try #require(await saved.next())
        #expect(listing.title == "자전거 팝니다")
        #expect(listing.price == 15_000)
        #expect(listing.status == .selling)
        #expect(try await fixture.storage.records.fetch(Listing.self, id: listing.id) == listing)
    }

    @Test("a store that refuses the save fails the alert with the storage error kept whole (exit 74, not 65)")
    func storageFailure() async throws {
        let fixture = try MarketFixture()
        let refusing = ListingRepository(
            store: RefusingRecordStore(base: fixture.storage.records), dates: .fixed("2024-05-01T09:00:00Z"),
            ids: .sequential(prefix: "listing-"))
        let submit = EventRelay<Void>()
        let initial = ListingForm(title: "자전거", categoryID: 3, priceText: "15,000원", details: "거의 새것")
        let output = ListingFormViewModel(repository: refusing, initial: initial).transform(
            .init(submitTapped: submit.values()))
        let alerts = OutputRecorder(output.alert)
        submit.accept()
        let alert = try #require(await alerts.next())
        #expect(!alert.succeeded)
        #expect(alert.saveFailure?.category.exitCode == 74)
        #expect(alert.lines == [alert.saveFailure?.message])
    }

    @Test("typing 0 offers free share; tapping it sets the price to free and hides the button")
    func freeShare() async throws {
        let fixture = try MarketFixture()
        let price = EventRelay<String>()
        let tap = EventRelay<Void>()
        let submit = EventRelay<Void>()
        let viewModel = ListingFormViewModel(
            repository: fixture.repository, initial: ListingForm(title: "책", categoryID: 10, details: "소설"))
        let output = viewModel.transform(
            .init(price: price.values(), freeShareTapped: tap.values(), submitTapped: submit.values()))
        let visible = OutputRecorder(output.freeShareVisible)
        let saved = OutputRecorder(output.saved)
        #expect(await visible.next() == false)
        price.accept("0")
        #expect(await visible.next() == true)
        tap.accept()
        #expect(await visible.next() == false)
        submit.accept()
        #expect(await saved.next()?.price == 0)
    }

    @Test("problems update live as fields are filled")
    func liveProblems() async throws {
        let fixture = try MarketFixture()
        let title = EventRelay<String>()
        let viewModel = ListingFormViewModel(repository: fixture.repository)
        let problems = OutputRecorder(viewModel.transform(.init(title: title.values())).problems)
        #expect(await problems.next()?.count == 3)
        title.accept("자전거")
        #expect(await problems.next() == [MarketMessages.categoryMissing, MarketMessages.contentMissing])
    }

    @Test("the category list emits the picked row's category")
    func categoryList() async {
        let rows = EventRelay<Int>()
        let output = CategoryListViewModel().transform(.init(rowSelected: rows.values()))
        #expect(output.categories.map(\.korean).first == "디지털/가전")
        let chosen = OutputRecorder(output.chosen)
        rows.accept(42)
        rows.accept(2)
        #expect(await chosen.next()?.korean == "스포츠/레저")
    }
}
