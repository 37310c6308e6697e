import Market
import PersistenceSQLite
import Testing

@Suite("Market: the draft of the listing being written")
struct ListingDraftsTests {
    @Test("a draft is kept, offered again and removed once posted; an empty form keeps no draft")
    func lifecycle() async throws {
        let storage = try SQLiteStorage.inMemory(recordTypes: [Listing.self])
        let drafts = ListingDrafts(settings: storage.settings)
        #expect(try await drafts.saved() == nil)
        let typed = ListingForm(title: "자전거", categoryID: 3, priceText: "", details: "")
        try await drafts.keep(typed)
        #expect(try await drafts.saved() == typed)
        try await drafts.keep(ListingForm())
        #expect(try await drafts.saved() == nil, "clearing every field leaves no draft to offer")
        try await drafts.keep(typed)
        try await drafts.remove()
        #expect(try await drafts.saved() == nil)
    }

    @Test("resuming: each field given now wins over the draft's; the rest come from the draft")
    func resume() {
        let draft = ListingForm(title: "자전거", categoryID: 3, priceText: "15만", details: "거의 새것")
        let resumed = ListingDrafts.resume(draft, title: nil, categoryID: 5, priceText: "", details: nil)
        #expect(resumed == ListingForm(title: "자전거", categoryID: 5, priceText: "", details: "거의 새것"))
    }
}
