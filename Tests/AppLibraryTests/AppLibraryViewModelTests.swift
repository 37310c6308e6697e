import AppLibrary
import Core
import Foundation
import StubAPI
import TestSupport
import Testing

@Suite("AppLibrary view-models", .serialized)
struct AppLibraryViewModelTests {
    @Test(
        "search: submits throttled 1 s; pages load one at a time, stop at the end, and a failure is retried at the same offset"
    )
    func paging() async throws {
        try await withStub { stub, client in
            try await withSerialTestExecutor {
                let fixture = try AppLibraryFixture()
                let clock = TestClock()
                let submit = EventRelay<String>()
                let bottom = EventRelay<Void>()
                let viewModel = AppSearchViewModel(client: client, library: fixture.library, clock: clock, pageSize: 3)
                let output = viewModel.transform(.init(submit: submit.values(), reachedBottom: bottom.values()))
                let states = OutputRecorder(output.state)
                let failures = OutputRecorder(output.failure)
                submit.accept("향기")
                submit.accept("향기")
                let first = await states.next { $0.apps.count == 3 && !$0.isLoading }
                #expect(first?.title == AppLibraryMessages.searchTitle(3))
                #expect(stub.hits.filter { $0.path.hasSuffix("/search") }.count == 1)

                bottom.accept()
                bottom.accept()
                _ = await states.next { $0.apps.count == 6 && !$0.isLoading }
                #expect(stub.hits.filter { $0.path.hasSuffix("/search") }.map { $0.query["offset"] } == [nil, "3"])

                stub.inject(.serverError, for: .itunes)
                bottom.accept()
                #expect(await failures.next()?.category == .unavailable)
                bottom.accept()
                let last = await states.next { $0.isExhausted }
                #expect(last?.apps.count == 8)
                #expect(
                    stub.hits.filter { $0.path.hasSuffix("/search") }.map { $0.query["offset"] } == [
                        nil, "3", "6", "6",
                    ])
                bottom.accept()
                await Task.megaYield()
                #expect(stub.hits.filter { $0.path.hasSuffix("/search") }.count == 4, "no request past the end")
            }
        }
    }

    @Test("search: a link to page 2 opens with pages 1 and 2, settled once both are in")
    func opensAtAPage() async throws {
        try await withStub { stub, client in
            try await withSerialTestExecutor {
                let fixture = try AppLibraryFixture()
                let submit = EventRelay<String>()
                let output = AppSearchViewModel(
                    client: client, library: fixture.library, clock: TestClock(), pageSize: 3, openingPages: 2
                )
                .transform(.init(submit: submit.values()))
                let states = OutputRecorder(output.state)
                submit.accept("향기")
                let opened = try #require(await states.next { $0.term == "향기" && !$0.isLoading && $0.pages > 0 })
                #expect(opened.pages == 2 && opened.apps.count == 6)
                #expect(stub.hits.filter { $0.path.hasSuffix("/search") }.map { $0.query["offset"] } == [nil, "3"])
            }
        }
    }

    @Test("search: a second search within the throttle's second is answered when it ends, with the latest text")
    func trailingSearch() async throws {
        try await withStub { stub, client in
            try await withSerialTestExecutor {
                let fixture = try AppLibraryFixture()
                let clock = TestClock()
                let submit = EventRelay<String>()
                let output = AppSearchViewModel(client: client, library: fixture.library, clock: clock)
                    .transform(.init(submit: submit.values()))
                let states = OutputRecorder(output.state)
                submit.accept("향기")
                _ = await states.next { $0.term == "향기" && !$0.isLoading }
                submit.accept("C+")
                submit.accept("C++")
                await clock.advance(by: .seconds(1))
                let result = await states.next { $0.term == "C++" && !$0.isLoading }
                #expect(result?.apps.map(\.name) == ["C++ 튜터 - C++ Tutor"])
                #expect(stub.hits.filter { $0.path.hasSuffix("/search") }.map { $0.query["term"] } == ["향기", "C++"])
            }
        }
    }

    @Test("search: a failed request does not end the session; a new term replaces the results")
    func failureKeepsSession() async throws {
        try await withStub { stub, client in
            try await withSerialTestExecutor {
                let fixture = try AppLibraryFixture()
                let clock = TestClock()
                let submit = EventRelay<String>()
                let viewModel = AppSearchViewModel(client: client, library: fixture.library, clock: clock)
                let output = viewModel.transform(.init(submit: submit.values()))
                let states = OutputRecorder(output.state)
                let failures = OutputRecorder(output.failure)
                stub.inject(.rateLimited, for: .itunes)
                submit.accept("향기")
                #expect(await failures.next()?.message == UserError.from(APIError.rateLimited(remaining: nil)).message)
                await clock.advance(by: .seconds(1))
                submit.accept("C++")
                let result = await states.next { $0.term == "C++" && !$0.isLoading }
                #expect(result?.apps.map(\.name) == ["C++ 튜터 - C++ Tutor"])
                #expect(result?.isExhausted == true)
            }
        }
    }

    @Test("library: sections follow the store live; the search is debounced 1 s; removing a gone app alerts")
    func library() async throws {
        try await withSerialTestExecutor {
            let fixture = try AppLibraryFixture()
            let clock = TestClock()
            let query = EventRelay<String>()
            let remove = EventRelay<AppID>()
            let viewModel = LibraryViewModel(repository: fixture.library, clock: clock)
            let output = viewModel.transform(.init(query: query.values(), removeTapped: remove.values()))
            let sections = OutputRecorder(output.shelf.mapStream(\.sections))
            let alerts = OutputRecorder(output.alert)
            #expect(await sections.next() == [])
            try await fixture.library.get(AppLibraryFixture.app("1", "Scent Notes", genre: "라이프스타일"))
            try await fixture.library.get(AppLibraryFixture.app("2", "습관 트래커", genre: "건강 및 피트니스"))
            _ = await sections.next { $0.count == 2 }
            query.accept("scent")
            await clock.advance(by: .milliseconds(999))
            #expect(sections.values.last?.count == 2)
            await clock.advance(by: .milliseconds(1))
            let filtered = await sections.next { $0.count == 1 }
            #expect(filtered?.first?.apps.map(\.id) == ["1"])
            remove.accept(try AppID(checking: "1"))
            #expect(await sections.next { $0.isEmpty } != nil)
            remove.accept(try AppID(checking: "1"))
            #expect(await alerts.next()?.message == AppLibraryMessages.alreadyDeleted)
        }
    }

    @Test(
        "a long library reads a page in shelf order (genres by name, Other last, newest first) and a page more on request"
    )
    func longShelf() async throws {
        let fixture = try AppLibraryFixture()
        let genres: [String?] = ["Games", "Books", nil, "게임", ""]
        for n in 0..<(ListPage.size + 10) {
            try await fixture.library.get(
                AppLibraryFixture.app(try AppID(checking: "\(100 + n)"), "App \(n)", genre: genres[n % genres.count]))
        }
        let whole = GenreSection.group(try await fixture.library.apps()).flatMap(\.apps).map(\.id)
        #expect(try await fixture.library.shelf(limit: 13).map(\.id) == Array(whole.prefix(13)))
        #expect(try await fixture.library.shelf(limit: 100).map(\.id) == whole)
        #expect(try await fixture.library.shelf(search: "app 1", limit: 100).count == 14)
        let more = EventRelay<Void>()
        let shelf = OutputRecorder(
            LibraryViewModel(repository: fixture.library, clock: ContinuousClock()).transform(
                .init(moreRequested: more.values())
            ).shelf)
        let first = try #require(await shelf.next())
        #expect(first.apps.items.count == ListPage.size && first.hasMore)
        #expect(first.sections.map(\.genre) == ["Books", "Games", "게임", nil])
        more.accept(())
        #expect(await shelf.next { $0.apps.items.map(\.id) == whole && !$0.hasMore } != nil)
    }

    @Test("detail: 받기/삭제 follows the store, local reviews are live")
    func detail() async throws {
        let fixture = try AppLibraryFixture()
        let app = AppLibraryFixture.app("7", "Scent Notes", genre: "라이프스타일")
        let toggle = EventRelay<Void>()
        let output = AppDetailViewModel(app: app, repository: fixture.library).transform(
            .init(toggleTapped: toggle.values()))
        let saved = OutputRecorder(output.isSaved)
        let reviews = OutputRecorder(output.reviews)
        #expect(await saved.next() == false)
        #expect(await reviews.next() == [])
        toggle.accept()
        #expect(await saved.next { $0 } == true)
        _ = try await fixture.library.remove(id: "7")
        #expect(await saved.next { !$0 } == false)
        try await fixture.library.addReview(
            appID: try AppID(checking: "7"), ReviewForm(rating: 3.5, title: "괜찮아요", content: "무난"))
        #expect(await reviews.next { !$0.isEmpty }?.first?.title == "괜찮아요")
    }

    @Test("write review: send is enabled only when valid, saves once, then dismisses; cancel dismisses")
    func writeReview() async throws {
        let fixture = try AppLibraryFixture()
        let rating = EventRelay<Double>()
        let title = EventRelay<String>()
        let content = EventRelay<String>()
        let send = EventRelay<Void>()
        let cancel = EventRelay<Void>()
        let output = WriteReviewViewModel(appID: try AppID(checking: "7"), repository: fixture.library)
            .transform(
                .init(
                    rating: rating.values(), title: title.values(), content: content.values(),
                    sendTapped: send.values(), cancelTapped: cancel.values()))
        let canSend = OutputRecorder(output.canSend)
        let sent = OutputRecorder(output.sent)
        let failures = OutputRecorder(output.failure)
        let dismissed = OutputRecorder(output.dismissed)
        #expect(await canSend.next() == false)
        send.accept()
        #expect(await failures.next()?.details.first == AppLibraryMessages.reviewRatingInvalid)
        rating.accept(5.0)
        title.accept("최고")
        content.accept("매일 써요")
        #expect(await canSend.next { $0 } == true)
        send.accept()
        send.accept()
        #expect(await sent.next()?.rating == 5.0)
        #expect(await dismissed.next() != nil)
        #expect(try await fixture.library.reviews(appID: "7").count == 1)
        cancel.accept()
        #expect(await dismissed.next() != nil)
    }
}
