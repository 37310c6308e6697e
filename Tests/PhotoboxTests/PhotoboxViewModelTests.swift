import Core
import Foundation
import Photobox
import StubAPI
import TestSupport
import Testing

@Suite("Photobox view-models", .serialized)
struct PhotoboxViewModelTests {
    @Test("search: every page keeps the query, order and colour; no page past the last or while loading")
    func searchPaging() async throws {
        try await withUnsplash { stub, client in
            let fixture = try PhotoboxFixture()
            let submit = EventRelay<String>()
            let color = EventRelay<PhotoColor>()
            let order = EventRelay<SearchOrder>()
            let bottom = EventRelay<Void>()
            let output = PhotoSearchViewModel(client: client, likes: fixture.likes)
                .transform(
                    .init(
                        submit: submit.values(), order: order.values(), colorTap: color.values(),
                        reachedBottom: bottom.values()))
            let states = OutputRecorder(output.state)
            color.accept(.red)
            let empty = await states.next { $0.query.color == .red }
            #expect(empty?.emptyMessage == PhotoboxMessages.noSearchResults, "an empty query is never sent")
            #expect(stub.apiHits("/search/photos").isEmpty)
            order.accept(.latest)
            _ = await states.next { $0.query.order == .latest }
            submit.accept("perfume")
            let first = try #require(await states.next { $0.page == 1 && !$0.isLoading })
            #expect(
                first.photos.count == 20
                    && first.photos.allSatisfy { PhotoColor.nearest(toHex: $0.color ?? "") == .red })
            while states.last?.canLoadMore == true || states.last?.isLoading == true {
                bottom.accept()
                bottom.accept()
                let page = states.last?.page ?? 0
                _ = await states.next { $0.page > page && !$0.isLoading }
            }
            let last = try #require(states.last)
            #expect(last.page == last.totalPages && last.photos.count == Set(last.photos.map(\.id)).count)
            let hits = stub.apiHits("/search/photos")
            #expect(hits.map { $0.query["page"] } == (1...last.totalPages).map { "\($0)" }, "one request per page")
            #expect(
                hits.allSatisfy {
                    $0.query["color"] == "red" && $0.query["order_by"] == "latest" && $0.query["query"] == "perfume"
                })
            bottom.accept()
            await Task.megaYield()
            #expect(stub.apiHits("/search/photos").count == hits.count, "nothing past the last page")
        }
    }

    @Test("search: a link to page 2 opens with pages 1 and 2, settled once both are in; the next search loads one")
    func searchOpensAtAPage() async throws {
        try await withUnsplash { stub, client in
            let fixture = try PhotoboxFixture()
            let submit = EventRelay<String>()
            let output = PhotoSearchViewModel(client: client, likes: fixture.likes, openingPages: 2).transform(
                .init(submit: submit.values()))
            let states = OutputRecorder(output.state)
            submit.accept("perfume")
            let opened = try #require(await states.next { !$0.isLoading && $0.page > 0 })
            #expect(stub.apiHits("/search/photos").map { $0.query["page"] } == ["1", "2"])
            let firstPage = try await client.search(PhotoQuery(text: "perfume"), page: 1).photos.count
            #expect(opened.page == 2 && opened.photos.count > firstPage)
            submit.accept("forest")
            let next = try #require(await states.next { $0.query.text == "forest" && !$0.isLoading && $0.page > 0 })
            #expect(next.page == 1)
        }
    }

    @Test("search: a new query cancels the running one and clears the results; the old answer never lands")
    func searchCancels() async throws {
        try await withUnsplash { stub, client in
            let fixture = try PhotoboxFixture()
            let submit = EventRelay<String>()
            let clear = EventRelay<Void>()
            let color = EventRelay<PhotoColor>()
            let output = PhotoSearchViewModel(client: client, likes: fixture.likes)
                .transform(.init(submit: submit.values(), colorTap: color.values(), clear: clear.values()))
            let states = OutputRecorder(output.state)
            stub.inject(.slow(seconds: 1), for: .unsplash)
            submit.accept("slowpoke")
            _ = await states.next { $0.query.text == "slowpoke" && $0.isLoading }
            submit.accept("flower")
            let cleared = await states.next { $0.query.text == "flower" }
            #expect(cleared?.photos.isEmpty == true && cleared?.isLoading == true)
            let done = try #require(await states.next { $0.query.text == "flower" && !$0.isLoading })
            #expect(done.photos.count == 20)
            color.accept(.blue)
            let recolored = try #require(await states.next { $0.query.color == .blue && !$0.isLoading })
            #expect(recolored.photos.allSatisfy { PhotoColor.nearest(toHex: $0.color ?? "") == .blue })
            color.accept(.blue)
            let uncolored = try #require(await states.next { $0.query.color == nil && !$0.isLoading })
            #expect(uncolored.query.text == "flower" && stub.apiHits("/search/photos").last?.query["color"] == nil)
            clear.accept()
            let gone = await states.next { $0.query.text.isEmpty }
            #expect(gone?.photos.isEmpty == true && gone?.emptyMessage != nil)
            #expect(
                !states.values.contains { $0.query.text == "slowpoke" && !$0.photos.isEmpty },
                "the slow answer never landed")
        }
    }

    @Test("topics: three rows of ten; refresh re-picks when random topics are asked for; hearts follow likes")
    func topics() async throws {
        try await withUnsplash { stub, client in
            let fixture = try PhotoboxFixture()
            let picks = LockedValue(0)
            let load = EventRelay<Void>()
            let like = EventRelay<PhotoID>()
            let viewModel = TopicsViewModel(client: client, likes: fixture.likes) {
                var generator = SeededGenerator(
                    seed: UInt64(
                        picks.withLock {
                            $0 += 1
                            return $0
                        }))
                return Topic.randomThree(using: &generator)
            }
            let output = viewModel.transform(.init(load: load.values(), likeTap: like.values()))
            let sections = OutputRecorder(output.sections)
            let toasts = OutputRecorder(output.toast)
            load.accept()
            // The first value is the loaded rows, never an empty screen a page would be served with (#46).
            let first = try #require(await sections.next())
            #expect(first.count == 3 && first.allSatisfy { $0.cards.count == 10 })
            load.accept()
            let second = try #require(await sections.next { $0.count == 3 && $0.map(\.topic) != first.map(\.topic) })
            #expect(Set(second.map(\.topic.slug)).count == 3)
            #expect(stub.apiHits("/photos").filter { $0.path.hasPrefix("/topics/") }.count == 6)
            let photo = second[0].cards[0].photo
            like.accept(photo.id)
            #expect(await toasts.next() == LikeToast(message: PhotoboxMessages.likeSucceeded, isFailure: false))
            #expect(await sections.next { $0[0].cards[0].isLiked } != nil)
            try await fixture.likes.unlike(id: photo.id)
            #expect(await sections.next { !$0[0].cards[0].isLiked } != nil, "a like removed elsewhere shows at once")
            stub.inject(.serverError, for: .unsplash)
            like.accept(photo.id)
            #expect(await toasts.next()?.isFailure == true)
        }
    }

    @Test("random: a new set on every appearance; the first value is the loaded set")
    func random() async throws {
        try await withUnsplash { _, client in
            let fixture = try PhotoboxFixture()
            let load = EventRelay<Void>()
            let output = RandomPhotosViewModel(client: client, likes: fixture.likes).transform(
                .init(load: load.values()))
            let cards = OutputRecorder(output.cards)
            load.accept()
            // The first value is the loaded photos, never an empty feed a page would be served with (#46).
            let first = try #require(await cards.next())
            #expect(first.count == 10)
            load.accept()
            #expect(await cards.next { $0.count == 10 && $0 != first } != nil)
        }
    }

    @Test("liked list: live, sorted, colour filtered, and empty again after the last unlike (seed bug 8)")
    func likedList() async throws {
        try await withUnsplash { _, client in
            let fixture = try PhotoboxFixture()
            let order = EventRelay<LikedOrder>()
            let color = EventRelay<PhotoColor>()
            let unlike = EventRelay<PhotoID>()
            let output = LikedPhotosViewModel(likes: fixture.likes)
                .transform(.init(order: order.values(), colorTap: color.values(), unlikeTap: unlike.values()))
            let states = OutputRecorder(output.state)
            #expect(await states.next { $0.emptyMessage?.korean == "저장된 사진이 없어요" } != nil)
            try await fixture.likes.like(id: PhotoID(checking: "first000001"), using: client)
            try await fixture.likes.like(id: PhotoID(checking: "second00002"), using: client)
            #expect(await states.next { $0.photos.map(\.id) == ["second00002", "first000001"] } != nil)
            order.accept(.oldest)
            #expect(await states.next { $0.photos.map(\.id) == ["first000001", "second00002"] } != nil)
            let firstColor = try #require(
                try await fixture.likes.liked(id: PhotoID(checking: "first000001"))?.filterColor)
            color.accept(firstColor)
            #expect(
                await states.next { $0.color == firstColor && $0.photos.allSatisfy { $0.filterColor == firstColor } }
                    != nil)
            color.accept(firstColor)
            #expect(await states.next { $0.color == nil && $0.photos.count == 2 } != nil)
            unlike.accept(try PhotoID(checking: "first000001"))
            unlike.accept(try PhotoID(checking: "second00002"))
            #expect(await states.next { $0.photos.isEmpty && $0.emptyMessage != nil } != nil)
        }
    }

    @Test("detail: chart shows views at once and switches to downloads; offline from the like; heart toggles")
    func detail() async throws {
        try await withUnsplash { stub, client in
            let fixture = try PhotoboxFixture()
            let load = EventRelay<Void>()
            let metric = EventRelay<PhotoMetric>()
            let like = EventRelay<Void>()
            let output = PhotoDetailViewModel(
                id: try PhotoID(checking: "Qx7mP2aLk9Z"), client: client, likes: fixture.likes
            )
            .transform(.init(load: load.values(), metric: metric.values(), likeTap: like.values()))
            let states = OutputRecorder(output.state)
            let toasts = OutputRecorder(output.toast)
            load.accept()
            let loaded = try #require(await states.next { $0.detail != nil })
            #expect(loaded.chart.count == 30 && loaded.chart == loaded.detail?.statistics?.views?.days.map(\.value))
            metric.accept(.downloads)
            #expect(
                await states.next {
                    $0.metric == .downloads && $0.chart == loaded.detail?.statistics?.downloads?.days.map(\.value)
                } != nil)
            like.accept()
            #expect(await toasts.next()?.isFailure == false)
            #expect(await states.next { $0.isLiked } != nil)
            stub.inject(.serverError, for: .unsplash, count: 2)
            load.accept()
            let offline = try #require(await states.next { $0.detail?.isOffline == true })
            #expect(offline.chart.isEmpty && offline.detail?.photo.views == loaded.detail?.photo.views)
            like.accept()
            #expect(await toasts.next()?.message == PhotoboxMessages.unlikeSucceeded)
            #expect(await states.next { !$0.isLiked } != nil)
        }
    }

    @Test("profile: create is enabled only when valid; edit opens with the saved profile; delete wipes likes")
    func profile() async throws {
        try await withUnsplash { _, client in
            let fixture = try PhotoboxFixture()
            let nickname = EventRelay<String>()
            let mbti = EventRelay<Character>()
            let save = EventRelay<Void>()
            let create = ProfileViewModel(repository: fixture.profiles, mode: .create, avatar: ProfileAvatar(5)!)
                .transform(.init(nickname: nickname.values(), mbtiTap: mbti.values(), save: save.values()))
            let forms = OutputRecorder(create.form)
            let saved = OutputRecorder(create.saved)
            #expect(await forms.next()?.avatar == ProfileAvatar(5))
            nickname.accept("사진1")
            #expect(await forms.next { $0.nickname == "사진1" }?.nicknameCheck.message.korean == "닉네임에 숫자는 들어갈 수 없어요.")
            save.accept()
            nickname.accept("한결")
            for letter in "ENFPI" { mbti.accept(letter) }
            // The nickname and the taps are separate inputs, each handled by its own task: wait
            // for the form that has both, whichever arrived last.
            let ready = try #require(await forms.next { $0.mbti.text == "INFP" && $0.nickname == "한결" })
            #expect(ready.isValid)
            save.accept()
            #expect(await saved.next()?.mbti.text == "INFP")
            #expect(try await fixture.profiles.load()?.nickname == "한결", "the early invalid save did nothing")

            try await fixture.likes.like(id: PhotoID(checking: "Qx7mP2aLk9Z"), using: client)
            let delete = EventRelay<Void>()
            let edit = ProfileViewModel(repository: fixture.profiles, mode: .edit, avatar: ProfileAvatar(0)!)
                .transform(.init(delete: delete.values()))
            let editForms = OutputRecorder(edit.form)
            let deleted = OutputRecorder(edit.deleted)
            #expect(await editForms.next { $0.nickname == "한결" }?.avatar == ProfileAvatar(5))
            delete.accept()
            #expect(await deleted.next() == 1)
            let left = try await fixture.stored()
            let profile = try await fixture.profiles.load()
            #expect(left.records.isEmpty && left.files.isEmpty && profile == nil)
        }
    }
}

/// A deterministic generator for random topic picks.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
