import Core
import Perfume
import PerfumeWeb
import Testing
import TestSupport
import WebTestSupport

@Suite("Perfume pages: every route, bad ids, and user text shown as text")
struct PerfumeWebTests {
    let harness: WebSiteHarness
    let repository: PerfumeRepository

    init() throws {
        harness = try WebSiteHarness(plugins: [PerfumeWebPlugin.self])
        let dependencies = harness.dependencies
        repository = try PerfumeRepository(store: dependencies.records, blobs: dependencies.blobs, dates: dependencies.dates, ids: dependencies.ids)
    }

    @Test("the journal, search, compose, detail and edit pages open")
    func everyRoute() async throws {
        let entry = try await repository.create(PerfumeForm(brand: "Le Labo", name: "Santal 33", sentence: "따뜻한 나무"))
        for path in ["/perfume", "/perfume/search", "/perfume/new", "/perfume/\(entry.id)", "/perfume/\(entry.id)/edit"] {
            let page = try await harness.get(path)
            #expect(page.status == .ok, "\(path)")
        }
        #expect(try await harness.get("/perfume").text.contains("Santal 33"))
    }

    @Test("an unknown, path-like or hostile id is a 404 page with the message, never a crash",
          arguments: ["NOPE", "..%2F..%2Fetc%2Fpasswd", "%3Cscript%3Ealert(1)%3C%2Fscript%3E"])
    func badID(id: String) async throws {
        for path in ["/perfume/\(id)", "/perfume/\(id)/edit"] {
            let page = try await harness.get(path)
            #expect(page.status == .notFound, "\(path)")
            #expect(page.text.contains("role=\"alert\""))
            #expect(!page.text.contains(WebSiteHarness.hostile))
        }
    }

    @Test("삭제하기 asks first, deletes the strip and its photo, and Undo brings both back")
    func deleteAndUndo() async throws {
        let photo = try ImageFile(data: ImageFixtures.png)
        let entry = try await repository.create(PerfumeForm(brand: "Le Labo", name: "Santal 33", sentence: "나무"), photo: photo)
        #expect(try await harness.get("/perfume/\(entry.id)").text.contains("href=\"/perfume/\(entry.id)/delete\""))
        let question = try await harness.get("/perfume/\(entry.id)/delete")
        #expect(question.text.contains("Delete this test strip and its photo?") && question.text.contains("Cancel"))
        let deleted = try await harness.post("/perfume/\(entry.id)/delete", [:])
        let journal = try #require(deleted.location)
        #expect(try await repository.list().isEmpty)
        #expect(try await harness.get(journal).text.contains("Deleted Le Labo Santal 33."))
        let token = try #require(journal.split(separator: "=").last.map(String.init))
        #expect(try await harness.post("/undo", ["token": token]).location == "/perfume/\(entry.id)")
        let back = try await repository.entry(id: entry.id)
        #expect(try await repository.photoData(of: back) == ImageFixtures.png)
        // Gone again, from elsewhere: its page says so in words.
        try await repository.delete(back)
        let gone = try await harness.get("/perfume/\(entry.id)")
        #expect(gone.status == .notFound && gone.text.contains("This was deleted, or never existed."))
    }

    @Test("<script> in every text field of an entry shows as text on every page")
    func hostileText() async throws {
        let hostile = WebSiteHarness.hostile
        let entry = try await repository.create(PerfumeForm(brand: hostile, name: hostile, notes: hostile, sentence: hostile))
        for path in ["/perfume", "/perfume/\(entry.id)", "/perfume/\(entry.id)/edit"] {
            let page = try await harness.get(path)
            #expect(page.status == .ok)
            #expect(page.text.showsAsText(hostile), "\(path)")
        }
    }
}
