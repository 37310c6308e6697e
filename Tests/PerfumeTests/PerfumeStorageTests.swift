import Core
import Foundation
import Perfume
import Persistence
import TestSupport
import Testing

@Suite("Perfume storage rules and the seed's bugs")
struct PerfumeStorageTests {
    @Test("every field the journal's queries and search name is in what an entry stores")
    func declaredFieldsAreStored() throws {
        let entry = PerfumeEntry(
            id: "e", date: try TastingDay.parse("2024-05-01", now: Date(), timeZone: .gmt), brand: "b", name: "n",
            notes: "notes", sentence: "s", photo: try BlobKey("perfume/e.jpg"), wished: true, createdAt: Date(),
            updatedAt: Date())
        #expect(try RecordFieldCheck.missing(in: entry).isEmpty)
    }

    @Test("seed bug 1: editing only the text keeps the photo and its file")
    func editKeepsPhoto() async throws {
        let fixture = try PerfumeFixture()
        let entry = try await fixture.add("Le Labo", "Santal 33", photo: SamplePhoto.png)
        var form = PerfumeForm(entry)
        form.sentence = "비 온 뒤의 숲"
        let edited = try await fixture.repository.update(entry, form: form)
        #expect(edited.photo == entry.photo)
        #expect(try await fixture.repository.photoData(of: edited) == SamplePhoto.pngBytes)
        #expect(try await fixture.photoFiles().count == 1)
    }

    @Test("seed bug 2: removing the photo removes its file; replacing one removes the old file")
    func photoRemovalAndReplacement() async throws {
        let fixture = try PerfumeFixture()
        let entry = try await fixture.add("Diptyque", "Do Son", photo: SamplePhoto.png)
        let replaced = try await fixture.repository.update(
            entry, form: PerfumeForm(entry), photo: .replace(SamplePhoto.jpeg))
        #expect(replaced.photo != entry.photo)
        #expect(try await fixture.photoFiles() == [replaced.photo!])
        #expect(try await fixture.repository.photoData(of: replaced) == SamplePhoto.jpegBytes)
        let removed = try await fixture.repository.update(replaced, form: PerfumeForm(replaced), photo: .remove)
        #expect(removed.photo == nil)
        #expect(try await fixture.photoFiles().isEmpty)
    }

    @Test("seed bug 3: wishing, then editing with the form opened before, keeps the wish")
    func wishSurvivesEdit() async throws {
        let fixture = try PerfumeFixture()
        let entry = try await fixture.add("Byredo", "Gypsy Water")
        let openedForm = PerfumeForm(entry)
        try await fixture.repository.toggleWish(id: entry.id)
        let edited = try await fixture.repository.update(entry, form: openedForm)
        #expect(edited.wished)
        #expect(try await fixture.repository.entry(id: entry.id).wished)
    }

    @Test("seed bug 4: when the record cannot be saved, no photo file is left behind")
    func failedSaveLeavesNoFile() async throws {
        let fixture = try PerfumeFixture()
        let failing = PerfumeRepository(
            store: RefusingRecordStore(base: fixture.storage.records), blobs: fixture.storage.blobs,
            dates: .fixed("2024-05-01T00:00:00Z"), ids: .sequential())
        await #expect(throws: PersistenceError.self) {
            try await failing.create(PerfumeForm(brand: "A", name: "B", sentence: "C"), photo: SamplePhoto.png)
        }
        #expect(try await fixture.photoFiles().isEmpty)
        #expect(try await fixture.repository.list().isEmpty)
    }

    @Test("delete removes the record and then its file")
    func deleteRemovesBoth() async throws {
        let fixture = try PerfumeFixture()
        let entry = try await fixture.add("Tom Ford", "Oud Wood", photo: SamplePhoto.png)
        try await fixture.repository.delete(entry)
        #expect(try await fixture.repository.list().isEmpty)
        #expect(try await fixture.photoFiles().isEmpty)
    }

    @Test("seed bug 5: the list is newest tasting day first, undated last, then newest created")
    func listOrder() async throws {
        let fixture = try PerfumeFixture()
        try await fixture.add("A", "undated old")
        try await fixture.add("B", "May 1", date: "2024.05.01")
        try await fixture.add("C", "May 3", date: "2024.05.03")
        try await fixture.add("D", "undated new")
        try await fixture.add("E", "May 1 later", date: "2024-05-01")
        let names = try await fixture.repository.list().map(\.name)
        #expect(names == ["May 3", "May 1 later", "May 1", "undated new", "undated old"])
        #expect(try await fixture.repository.list(limit: 2).map(\.name) == ["May 3", "May 1 later"])
        let entries = try await fixture.repository.list()
        #expect(entries == entries.sorted(by: Self.listOrder))
    }

    @Test("seed bug 6: search ignores case over every field, Hangul and Latin; an empty query finds nothing")
    func search() async throws {
        let fixture = try PerfumeFixture()
        try await fixture.add("Tom Ford", "Oud Wood", sentence: "스모키한 나무", notes: "카다멈, 통카빈", date: "2024.05.01")
        try await fixture.add("Chanel", "N°5", sentence: "Powdery classic", date: "2023.12.24")
        let search = { (text: String) in try await fixture.repository.search(text).map(\.name) }
        #expect(try await search("oud") == ["Oud Wood"])
        #expect(try await search("TOM FORD") == ["Oud Wood"])
        #expect(try await search("나무") == ["Oud Wood"])
        #expect(try await search("통카") == ["Oud Wood"])
        #expect(try await search("powdery") == ["N°5"])
        #expect(try await search("2023.12") == ["N°5"])
        // Accents fold away and a day matches in every form `add` accepts (#12).
        try await fixture.add("L'Artisan", "Mûre et Musc", sentence: "Blackberry", date: "2024.04.20")
        #expect(try await search("mure") == ["Mûre et Musc"])
        #expect(try await search("MÛRE") == ["Mûre et Musc"])
        #expect(try await search("2024-04-20") == ["Mûre et Musc"])
        #expect(try await search("2024/4/20") == ["Mûre et Musc"])
        #expect(try await search("통카빈") == ["Oud Wood"])
        #expect(try await search("").isEmpty)
        #expect(try await search("   ").isEmpty)
        #expect(try await search("\"; DROP TABLE perfume_entries; --").isEmpty)
        #expect(try await fixture.repository.list().count == 3)
        // Days are listed as the journal lists them, newest first, a page at a time (#60, items 1 and 14).
        try await fixture.add("A", "April 3", date: "2024.04.03")
        try await fixture.add("B", "April 11", date: "2024.04.11")
        #expect(try await search("2024.04") == ["Mûre et Musc", "April 11", "April 3"])
        #expect(try await fixture.repository.search("2024-04", limit: 2).map(\.name) == ["Mûre et Musc", "April 11"])
    }

    @Test("seed bug 7: an entry without a photo never shows another entry's photo")
    func noStalePhoto() async throws {
        let fixture = try PerfumeFixture()
        let withPhoto = try await fixture.add("A", "with", photo: SamplePhoto.png)
        let without = try await fixture.add("B", "without")
        #expect(try await fixture.repository.photoData(of: withPhoto) != nil)
        #expect(try await fixture.repository.photoData(of: without) == nil)
    }

    @Test("seed bug 8: whitespace-only required fields are refused, all named at once; optional fields can be cleared")
    func requiredAndClearable() async throws {
        let fixture = try PerfumeFixture()
        await #expect(
            throws: UserError(
                PerfumeMessages.formInvalid, category: .invalidInput,
                details: [PerfumeMessages.brandMissing, PerfumeMessages.nameMissing, PerfumeMessages.sentenceMissing])
        ) {
            try await fixture.repository.create(PerfumeForm(brand: "  ", name: "\u{3000}", sentence: "\n"))
        }
        let entry = try await fixture.add("Jo Malone", "Wood Sage", notes: "바다 소금", date: "2024.05.01")
        var form = PerfumeForm(entry)
        form.notes = "  "
        form.date = nil
        let cleared = try await fixture.repository.update(entry, form: form)
        #expect(cleared.notes == nil && cleared.date == nil)
        #expect(try await fixture.repository.entry(id: entry.id) == cleared)
    }

    @Test("odd text is stored as typed: 10,000-character notes, emoji, quotes, SQL")
    func oddText() async throws {
        let fixture = try PerfumeFixture()
        let long = String(repeating: "향", count: 10_000)
        let entry = try await fixture.add(
            "Maison \"Margiela\"", "'; DROP TABLE perfume_entries; --", sentence: "🌸 봄 🌸", notes: long)
        let stored = try await fixture.repository.entry(id: entry.id)
        #expect(stored.notes == long)
        #expect(stored.brand == "Maison \"Margiela\"")
        #expect(try await fixture.repository.search("🌸").map(\.id) == [entry.id])
        #expect(try await fixture.repository.search("drop table").map(\.id) == [entry.id])
    }

    @Test("ids: a unique prefix finds the entry, an ambiguous one lists candidates (65), an unknown one is 66")
    func idPrefixes() async throws {
        let fixture = try PerfumeFixture()
        for index in 1...11 { try await fixture.add("Brand", "Name \(index)") }
        #expect(try await fixture.repository.find("p11").name == "Name 11")
        #expect(
            try await fixture.repository.find("p1").name == "Name 1", "an exact id wins over longer ids it prefixes")
        await #expect { try await fixture.repository.find("p") } throws: { error in
            (error as? UserError)?.category == .invalidInput && (error as? UserError)?.details.count == 10
        }
        await #expect { try await fixture.repository.find("../etc/passwd") } throws: {
            ($0 as? UserError)?.category == .notFound
        }
    }

    /// The list order the seed lacked: newest tasting day first (entries without one last),
    /// then newest created.
    static func listOrder(_ lhs: PerfumeEntry, _ rhs: PerfumeEntry) -> Bool {
        switch (lhs.date, rhs.date) {
        case (let left?, let right?) where left != right: left > right
        case (.some, nil): true
        case (nil, .some): false
        default: lhs.createdAt > rhs.createdAt
        }
    }
}
