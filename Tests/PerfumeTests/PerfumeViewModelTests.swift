import Core
import Foundation
import Perfume
import Persistence
import TestSupport
import Testing

@Suite("Perfume view-models", .serialized)
struct PerfumeViewModelTests {
    @Test("home: empty state, live updates, and the heart toggles wished-only")
    func home() async throws {
        let fixture = try PerfumeFixture()
        let heart = EventRelay<Void>()
        let viewModel = PerfumeHomeViewModel(repository: fixture.repository)
        let screens = OutputRecorder(viewModel.transform(.init(wishedFilterTapped: heart.values())).screen)
        let first = try #require(await screens.next())
        #expect(first.entries.isEmpty)
        #expect(first.emptyMessage == PerfumeMessages.emptyHome)
        #expect(PerfumeMessages.emptyHome.korean == "시향지를 추가해 주세요")
        try await fixture.add("Le Labo", "Santal 33", wished: true)
        #expect(await screens.next()?.entries.map(\.name) == ["Santal 33"])
        try await fixture.add("Chanel", "N°5")
        #expect(await screens.next()?.entries.map(\.name) == ["N°5", "Santal 33"])
        heart.accept()
        let wished = try #require(await screens.next())
        #expect(wished.wishedOnly && wished.entries.map(\.name) == ["Santal 33"])
        heart.accept()
        #expect(await screens.next()?.entries.count == 2)
    }

    @Test(
        "home: a page of strips at a time, more when asked; a new strip reaches the page shown; the heart starts again at page one (#46)"
    )
    func homePaging() async throws {
        let fixture = try PerfumeFixture()
        for index in 1...(ListPage.size + 5) { try await fixture.add("Brand", "No. \(index)", wished: index <= 2) }
        let heart = EventRelay<Void>()
        let more = EventRelay<Void>()
        let viewModel = PerfumeHomeViewModel(repository: fixture.repository)
        let screens = OutputRecorder(
            viewModel.transform(.init(wishedFilterTapped: heart.values(), moreRequested: more.values())).screen)
        let first = try #require(await screens.next())
        #expect(first.entries.count == ListPage.size && first.strips.hasMore)
        more.accept()
        let all = try #require(await screens.next())
        #expect(all.entries.count == ListPage.size + 5 && !all.strips.hasMore)
        try await fixture.add("Brand", "Newest")
        let added = try #require(await screens.next())
        #expect(added.entries.count == ListPage.size + 6 && added.entries.contains { $0.name == "Newest" })
        heart.accept()
        let wished = try #require(await screens.next())
        #expect(wished.wishedOnly && wished.entries.count == 2 && !wished.strips.hasMore)
    }

    @Test("home: an address's ?shown= opens with as many strips, in whole pages, never more than the largest page")
    func homeOpensWithTheShownCount() async throws {
        #expect(ListPage(shown: 50).shown == 80 && ListPage(shown: 0).shown == ListPage.size)
        #expect(ListPage(shown: -7).shown == ListPage.size && ListPage(shown: .max / 2).shown == ListPage.largest)
        let fixture = try PerfumeFixture()
        for index in 1...(ListPage.size + 1) { try await fixture.add("Brand", "No. \(index)") }
        let viewModel = PerfumeHomeViewModel(repository: fixture.repository)
        let screens = OutputRecorder(viewModel.transform(.init(initialShown: ListPage.size + 1)).screen)
        let first = try #require(await screens.next())
        #expect(first.entries.count == ListPage.size + 1 && !first.strips.hasMore)
    }

    @Test("compose: valid only with brand, name and sentence; saving creates the entry with its photo and dismisses")
    func composeCreate() async throws {
        let fixture = try PerfumeFixture()
        let brand = EventRelay<String>()
        let name = EventRelay<String>()
        let sentence = EventRelay<String>()
        let photo = EventRelay<ImageFile>()
        let save = EventRelay<Void>()
        let viewModel = PerfumeComposeViewModel(repository: fixture.repository)
        let output = viewModel.transform(
            .init(
                brand: brand.values(), name: name.values(), sentence: sentence.values(),
                photoPicked: photo.values(), saveTapped: save.values()))
        let valid = OutputRecorder(output.isValid)
        let problems = OutputRecorder(output.problems)
        let photos = OutputRecorder(output.photo)
        let saved = OutputRecorder(output.saved)
        let dismissed = OutputRecorder(output.dismissed)
        #expect(await valid.next() == false)
        #expect(
            await problems.next() == [
                PerfumeMessages.brandMissing, PerfumeMessages.nameMissing, PerfumeMessages.sentenceMissing,
            ])
        #expect(await photos.next() == ComposePhoto.none)
        brand.accept("Le Labo")
        #expect(await problems.next() == [PerfumeMessages.nameMissing, PerfumeMessages.sentenceMissing])
        name.accept("Santal 33")
        sentence.accept("   ")
        #expect(await valid.value(at: 3) == false)
        sentence.accept("나무 냄새")
        #expect(await valid.value(at: 4) == true)
        photo.accept(SamplePhoto.png)
        #expect(await photos.value(at: 5) == .picked(SamplePhoto.png))
        save.accept()
        save.accept()
        let entry = try #require(await saved.next())
        #expect(entry.brand == "Le Labo" && entry.photo != nil)
        #expect(await dismissed.next() != nil)
        #expect(try await fixture.repository.list().count == 1)
        #expect(try await fixture.photoFiles().count == 1)
    }

    @Test("compose: an invalid save reports every missing field and stays open; dismiss saves nothing")
    func composeInvalidAndDismiss() async throws {
        let fixture = try PerfumeFixture()
        let save = EventRelay<Void>()
        let dismiss = EventRelay<Void>()
        let viewModel = PerfumeComposeViewModel(repository: fixture.repository, initial: PerfumeForm(brand: "Chanel"))
        let output = viewModel.transform(.init(saveTapped: save.values(), dismissTapped: dismiss.values()))
        let failures = OutputRecorder(output.failure)
        let dismissed = OutputRecorder(output.dismissed)
        save.accept()
        #expect(await failures.next()?.details == [PerfumeMessages.nameMissing, PerfumeMessages.sentenceMissing])
        dismiss.accept()
        #expect(await dismissed.next() != nil)
        #expect(try await fixture.repository.list().isEmpty)
    }

    @Test("compose in edit mode: the stored photo shows, removing it then saving removes the file (seed bugs 1, 2)")
    func composeEdit() async throws {
        let fixture = try PerfumeFixture()
        let entry = try await fixture.add("Diptyque", "Do Son", notes: "튜베로즈", photo: SamplePhoto.png)
        let remove = EventRelay<Void>()
        let notes = EventRelay<String>()
        let save = EventRelay<Void>()
        let viewModel = PerfumeComposeViewModel(repository: fixture.repository, editing: entry)
        let output = viewModel.transform(
            .init(notes: notes.values(), photoRemoved: remove.values(), saveTapped: save.values()))
        let photos = OutputRecorder(output.photo)
        let forms = OutputRecorder(output.form)
        let saved = OutputRecorder(output.saved)
        #expect(await photos.next() == .stored(entry.photo!))
        #expect(await forms.next()?.notes == "튜베로즈")
        notes.accept("")
        remove.accept()
        #expect(await photos.value(at: 2) == ComposePhoto.none)
        save.accept()
        let edited = try #require(await saved.next())
        #expect(edited.photo == nil && edited.notes == nil)
        #expect(try await fixture.photoFiles().isEmpty)
    }

    @Test("detail: the heart is throttled 500 ms and flips the stored flag; a delete elsewhere shows")
    func detail() async throws {
        try await withSerialTestExecutor {
            let fixture = try PerfumeFixture()
            let entry = try await fixture.add("Byredo", "Gypsy Water")
            let clock = TestClock()
            let heart = EventRelay<Void>()
            let viewModel = PerfumeDetailViewModel(repository: fixture.repository, entry: entry, clock: clock)
            let output = viewModel.transform(.init(wishTapped: heart.values()))
            let entries = OutputRecorder(output.entry)
            let deleted = OutputRecorder(output.deletedElsewhere)
            #expect(await entries.next()?.wished == false)
            heart.accept()
            heart.accept()
            heart.accept()
            #expect(await entries.next()?.wished == true)
            await clock.advance(by: .milliseconds(499))
            heart.accept()
            await Task.megaYield()
            await clock.advance(by: .milliseconds(1))
            heart.accept()
            #expect(await entries.next()?.wished == false)
            #expect(try await fixture.repository.entry(id: entry.id).wished == false)
            // Deleted from another screen or a terminal: the open detail hears it.
            try await fixture.repository.delete(fixture.repository.entry(id: entry.id))
            #expect(await deleted.next() != nil)
        }
    }

    /// The search view-model over two strips (Oud Wood, Santal 33), on a test clock: the
    /// clock, the typed queries and the results.
    func searching(initialQuery: String? = nil) async throws -> (
        TestClock<Duration>, EventRelay<String>, OutputRecorder<PerfumeSearchResults>
    ) {
        let fixture = try PerfumeFixture()
        try await fixture.add("Tom Ford", "Oud Wood", sentence: "스모키")
        try await fixture.add("Le Labo", "Santal 33", sentence: "나무")
        let clock = TestClock()
        let query = EventRelay<String>()
        let viewModel = PerfumeSearchViewModel(repository: fixture.repository, clock: clock)
        let output = viewModel.transform(.init(query: query.values(), initialQuery: initialQuery))
        return (clock, query, OutputRecorder(output.results))
    }

    @Test("search: the query a screen opens with is searched at once; typing after it is debounced (#46)")
    func searchOpensWithAQuery() async throws {
        try await withSerialTestExecutor {
            let (clock, query, results) = try await searching(initialQuery: "santal")
            // No time passes: the address's query is answered before any debounce.
            #expect(try #require(await results.next()).entries.map(\.name) == ["Santal 33"])
            query.accept("oud")
            await clock.advance(by: .milliseconds(299))
            #expect(results.values.count == 1)
            await clock.advance(by: .milliseconds(1))
            #expect(try #require(await results.next()).entries.map(\.name) == ["Oud Wood"])
        }
    }

    @Test("search: debounced 300 ms, unchanged queries ignored, empty query shows the hint")
    func search() async throws {
        try await withSerialTestExecutor {
            let (clock, query, results) = try await searching()
            query.accept("o")
            query.accept("ou")
            query.accept("OUD")
            await clock.advance(by: .milliseconds(299))
            #expect(results.values.isEmpty)
            await clock.advance(by: .milliseconds(1))
            let oud = try #require(await results.next())
            #expect(oud.query == "OUD" && oud.entries.map(\.name) == ["Oud Wood"] && oud.hint == nil)
            query.accept("OUD")
            await clock.advance(by: .milliseconds(300))
            query.accept("")
            await clock.advance(by: .milliseconds(300))
            let empty = try #require(await results.next())
            #expect(empty.query == "" && empty.entries.isEmpty)
            #expect(empty.hint == PerfumeMessages.searchPlaceholder)
            query.accept("없는 향")
            await clock.advance(by: .milliseconds(300))
            #expect(await results.next()?.hint == PerfumeMessages.noResults)
        }
    }
}
