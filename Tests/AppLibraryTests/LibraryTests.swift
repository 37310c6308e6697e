import AppLibrary
import Core
import Foundation
import Persistence
import TestSupport
import Testing

@Suite("Library and reviews", .serialized)
struct LibraryTests {
    @Test(
        "every field the library queries and search name is in what saved apps and reviews store, genre path included")
    func declaredFieldsAreStored() throws {
        let saved = LibraryApp(
            app: AppLibraryFixture.app("1", "Notes", genre: "Productivity", seller: "Apple"), savedAt: Date())
        #expect(try RecordFieldCheck.missing(in: saved).isEmpty)
        #expect(
            try RecordFieldCheck.missing(
                in: AppReview(id: "r", appID: "1", title: "t", rating: 4.5, content: "c", createdAt: Date())
            ).isEmpty)
    }

    @Test("apps are grouped by primary genre, 기타 for none, and an emptied genre disappears")
    func grouping() async throws {
        let fixture = try AppLibraryFixture()
        try await fixture.library.get(AppLibraryFixture.app("1", "향기 노트", genre: "라이프스타일"))
        try await fixture.library.get(AppLibraryFixture.app("2", "습관 트래커", genre: "건강 및 피트니스"))
        try await fixture.library.get(AppLibraryFixture.app("3", "No genre"))
        var sections = GenreSection.group(try await fixture.library.apps())
        #expect(sections.map { $0.title.korean } == ["건강 및 피트니스", "라이프스타일", "기타"])
        #expect(sections.last?.title.english == "Other")
        _ = try await fixture.library.remove(id: "2")
        sections = GenreSection.group(try await fixture.library.apps())
        #expect(sections.map { $0.title.korean } == ["라이프스타일", "기타"])
        #expect(try await fixture.library.apps(genre: "other").map(\.id) == ["3"])
        // A page of the shelf keeps its genres, in order, up to the count (#46).
        let page = GenreSection.first(1, of: GenreSection.group(try await fixture.library.apps()))
        #expect(page.map { $0.title.korean } == ["라이프스타일"] && page[0].apps.count == 1)
        #expect(GenreSection.first(0, of: sections).isEmpty)
    }

    @Test("removing an app that is not in the library is not found (66); reviews stay unless asked")
    func removal() async throws {
        let fixture = try AppLibraryFixture()
        let app = AppLibraryFixture.app("1", "Scent")
        #expect(try await fixture.library.get(app) == .added(try #require(try await fixture.library.saved(id: "1"))))
        if case .added = try await fixture.library.get(app) { Issue.record("a second get is a refresh, not an add") }
        try await fixture.library.get(AppLibraryFixture.app("1", "Scent"))
        try await fixture.library.addReview(
            appID: try AppID(checking: "1"), ReviewForm(rating: 4.5, title: "좋아요", content: "매일 써요"))
        _ = try await fixture.library.remove(id: "1")
        await #expect(
            throws: UserError(
                AppLibraryMessages.alreadyDeleted, category: .notFound,
                details: [AppLibraryMessages.notInLibrary("1")])
        ) {
            try await fixture.library.remove(id: "1")
        }
        #expect(AppLibraryMessages.alreadyDeleted.korean == "이미 삭제된 앱입니다")
        #expect(try await fixture.library.reviews(appID: "1").count == 1)
        try await fixture.library.get(AppLibraryFixture.app("1", "Scent"))
        _ = try await fixture.library.remove(id: "1", withReviews: true)
        #expect(try await fixture.library.reviews(appID: "1").isEmpty)
    }

    @Test(
        "the genre filter finds an app by Apple's genre id or the genre's name in either language, whatever the storefront (#12)"
    )
    func genreByID() async throws {
        let fixture = try AppLibraryFixture()
        var korean = AppLibraryFixture.app("1", "영어 단어", genre: "교육")
        korean.primaryGenreID = 6017
        try await fixture.library.get(korean)
        // Saved before genre ids were kept: found by either name.
        try await fixture.library.get(AppLibraryFixture.app("2", "Flashcards", genre: "교육"))
        try await fixture.library.get(AppLibraryFixture.app("3", "Notes", genre: "생산성"))
        for genre in ["Education", "education", "교육", "6017"] {
            #expect(Set(try await fixture.library.apps(genre: genre).map(\.id)) == ["1", "2"], "\(genre)")
        }
        #expect(try await fixture.library.apps(genre: "Productivity").map(\.id) == ["3"])
        #expect(try await fixture.library.apps(genre: "Games").isEmpty)
    }

    @Test("library search ignores case over names and sellers, Hangul included")
    func search() async throws {
        let fixture = try AppLibraryFixture()
        try await fixture.library.get(AppLibraryFixture.app("1", "Scent Notes", seller: "Mint Fox"))
        try await fixture.library.get(AppLibraryFixture.app("2", "향기 플래너", seller: "한빛"))
        #expect(try await fixture.library.apps(search: "SCENT").map(\.id) == ["1"])
        #expect(try await fixture.library.apps(search: "mint fox").map(\.id) == ["1"])
        #expect(try await fixture.library.apps(search: "향기").map(\.id) == ["2"])
        #expect(try await fixture.library.apps(search: "한빛").map(\.id) == ["2"])
    }

    @Test(
        "review stars: 0.5 to 5.0 in halves (5.0 allowed, seed bug 4); title and content required after trimming",
        arguments: [(0.0, false), (0.5, true), (4.3, false), (5.0, true), (5.5, false), (-1, false)])
    func ratings(rating: Double, valid: Bool) {
        #expect(ReviewForm(rating: rating, title: "t", content: "c").isValid == valid)
    }

    @Test("an empty title or content is named; nothing is saved")
    func reviewProblems() async throws {
        let fixture = try AppLibraryFixture()
        let form = ReviewForm(rating: 5.0, title: "  ", content: "")
        #expect(form.problems == [AppLibraryMessages.reviewTitleMissing, AppLibraryMessages.reviewContentMissing])
        await #expect(throws: UserError.self) {
            try await fixture.library.addReview(appID: try AppID(checking: "1"), form)
        }
        #expect(try await fixture.library.reviews(appID: "1").isEmpty)
        #expect(AppLibraryMessages.outOfFive(4.39182).korean == "4.4 (최고 5점)")
        #expect(AppLibraryMessages.ratingCount(12_345).korean == "12,345개의 평가")
    }
}

@Suite("Updates and bundle ids")
struct AppUpdateTests {
    @Test("an app is outdated when the store's version differs from the saved one; one without a version is not")
    func outdated() {
        let saved = [
            LibraryApp(app: StoreApp(id: "1", name: "Old", version: "1.0"), savedAt: Date()),
            LibraryApp(app: StoreApp(id: "2", name: "Same", version: "2.0"), savedAt: Date()),
            LibraryApp(app: StoreApp(id: "3", name: "Gone", version: "3.0"), savedAt: Date()),
            LibraryApp(app: StoreApp(id: "4", name: "Unknown"), savedAt: Date()),
        ]
        let store = [
            StoreApp(
                id: "1", name: "Old (renamed)", version: "1.1", releaseNotes: "Fixes.",
                releaseDate: "2024-12-01T00:00:00Z"),
            StoreApp(id: "2", name: "Same", version: "2.0"), StoreApp(id: "4", name: "Unknown", version: "4.0"),
        ]
        let updates = AppUpdate.outdated(saved, store: store)
        #expect(updates.map(\.id) == ["1"])
        #expect(updates.first?.name == "Old (renamed)" && updates.first?.savedVersion == "1.0")
        #expect(updates.first?.storeVersion == "1.1" && updates.first?.releaseDay == "2024-12-01")
        #expect(updates.first?.releaseNotes == "Fixes.")
    }

    @Test("a bundle id is dotted letters and digits; an App Store id or a path is not one")
    func bundleIDs() {
        #expect(AppBundleID("com.example.app")?.rawValue == "com.example.app")
        #expect(AppBundleID(" com.kakao.talk-2 ")?.rawValue == "com.kakao.talk-2")
        for text in ["1503367185", "com", "com..app", "../etc", "com/example", "a.b c", "", "1.2"] {
            #expect(AppBundleID(text) == nil, "\(text)")
        }
    }
}
