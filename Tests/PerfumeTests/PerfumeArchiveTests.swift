import Core
import Foundation
import Perfume
import PersistenceSQLite
import TestSupport
import Testing

@Suite("Export and import")
struct PerfumeArchiveTests {
    @Test("a JSON export re-imports into an empty journal with its photos; importing twice adds nothing")
    func roundTrip() async throws {
        let source = try PerfumeFixture()
        try await source.add(
            "Le Labo", "Santal 33", notes: "카다멈", date: "2024.05.01", photo: SamplePhoto.png, wished: true)
        try await source.add("Chanel", "N°5", sentence: "\"classic\", powdery")
        let data = try await source.repository.archive().archive.encoded()

        let target = try PerfumeFixture()
        let archive = try PerfumeArchive.decode(data, name: "journal.json")
        #expect(try await target.repository.importArchive(archive) == ImportSummary(added: 2, updated: 0, unchanged: 0))
        #expect(try await target.repository.importArchive(archive) == ImportSummary(added: 0, updated: 0, unchanged: 2))
        let imported = try await target.repository.list()
        let original = try await source.repository.list()
        #expect(imported.map(\.id) == original.map(\.id))
        #expect(imported.map(\.wished) == [true, false])
        #expect(try await target.repository.photoData(of: imported[0]) == SamplePhoto.pngBytes)
        #expect(try await target.photoFiles().count == 1)
    }

    @Test(
        "import refuses what it cannot trust, changing nothing: UTF-16, other versions, word dates, bad or future days, duplicate ids, truncated photos (#13)"
    )
    func refusals() async throws {
        let source = try PerfumeFixture()
        try await source.add("Le Labo", "Santal 33", date: "2024.05.01", photo: SamplePhoto.png)
        let text = String(decoding: try await source.repository.archive().archive.encoded(), as: UTF8.self)
        let id = try #require(try await source.repository.list().first?.id)
        let cases: [(String, Data)] = [
            ("utf-16", text.data(using: .utf16)!),
            ("version 2", Data(text.replacingOccurrences(of: #""version" : 1"#, with: #""version" : 2"#).utf8)),
            ("version 0", Data(text.replacingOccurrences(of: #""version" : 1"#, with: #""version" : 0"#).utf8)),
            ("version -1", Data(text.replacingOccurrences(of: #""version" : 1"#, with: #""version" : -1"#).utf8)),
            ("yesterday", Data(text.replacingOccurrences(of: "2024.05.01", with: "yesterday").utf8)),
            ("bad day", Data(text.replacingOccurrences(of: "2024.05.01", with: "2024.02.30").utf8)),
            ("iso day", Data(text.replacingOccurrences(of: "2024.05.01", with: "2024-05-01").utf8)),
            ("future day", Data(text.replacingOccurrences(of: "2024.05.01", with: "2999.01.01").utf8)),
            (
                "duplicate",
                Data(
                    text.replacingOccurrences(
                        of: #""entries" : ["#,
                        with:
                            #""entries" : [{"id": "\#(id)", "brand": "x", "name": "y", "sentence": "z", "wished": false, "createdAt": "2024-05-01T00:00:00Z", "updatedAt": "2024-05-01T00:00:00Z"},"#
                    ).utf8)
            ),
            (
                "truncated photo",
                Data(
                    text.replacingOccurrences(
                        of: SamplePhoto.pngBytes.base64EncodedString(),
                        with: SamplePhoto.pngBytes.prefix(20).base64EncodedString()
                    ).utf8)
            ),
        ]
        let target = try PerfumeFixture()
        for (name, data) in cases {
            do {
                let archive = try PerfumeArchive.decode(data, name: "x.json")
                _ = try await target.repository.importArchive(archive)
                Issue.record("\(name) was accepted")
            } catch {
                #expect(UserError.from(error).category == .invalidInput, "\(name)")
            }
        }
        #expect(try await target.repository.list().isEmpty)
        #expect(try await target.photoFiles().isEmpty)
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
        #expect(try await target.repository.importArchive(try PerfumeArchive.decode(bom, name: "bom.json")).added == 1)
    }

    @Test(
        "six imports of one file at once: one adds, the rest find it there, and no photo is left without a record (#13)"
    )
    func concurrentImports() async throws {
        let source = try PerfumeFixture()
        for n in 0..<5 { try await source.add("Brand \(n)", "Name", photo: SamplePhoto.png) }
        let archive = try await source.repository.archive().archive
        let target = try PerfumeFixture()
        let summaries = await (0..<6).concurrentResults(limit: 6) { _ in
            try await target.repository.importArchive(archive)
        }
        let added = summaries.compactMap { try? $0.get().added }
        #expect(added.count == 6 && added.reduce(0, +) == 5)
        #expect(try await target.photoFiles().count == 5)
    }

    @Test("export → import → export gives the same file, entries that tie on every sort key included (#31)")
    func roundTripKeepsTies() async throws {
        func journal() throws -> (PerfumeRepository, TemporaryDirectory) {
            let folder = TemporaryDirectory("perfume-ties")
            let storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [PerfumeEntry.self])
            // One instant for every entry: undated ones and same-day ones tie on date and time.
            let repository = PerfumeRepository(
                store: storage.records, blobs: storage.blobs,
                dates: .fixed(ISO8601DateFormatter().date(from: "2024-05-10T09:00:00Z")!), ids: .uuid)
            return (repository, folder)
        }
        let (source, sourceFolder) = try journal()
        for index in 1...4 {
            _ = try await source.create(PerfumeForm(date: nil, brand: "B\(index)", name: "N", notes: "", sentence: "s"))
        }
        for index in 5...6 {
            _ = try await source.create(
                PerfumeForm(
                    date: try TastingDay.parse("2024.05.01", now: Date()), brand: "B\(index)", name: "N", notes: "",
                    sentence: "s"))
        }
        let first = try await source.archive().archive.encoded()
        let (target, targetFolder) = try journal()
        _ = try await target.importArchive(try PerfumeArchive.decode(first, name: "journal.json"))
        let second = try await target.archive().archive.encoded()
        #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
        #expect(try await target.list().map(\.brand) == ["B6", "B5", "B4", "B3", "B2", "B1"])
        _ = (sourceFolder, targetFolder)
    }

    @Test("a newer version in the file replaces the older one and its photo")
    func newerWins() async throws {
        let fixture = try PerfumeFixture()
        let entry = try await fixture.add("A", "B", photo: SamplePhoto.png)
        var archive = try await fixture.repository.archive().archive
        archive.entries[0].sentence = "바뀐 한 마디"
        archive.entries[0].photo = nil
        archive.entries[0].updatedAt = entry.updatedAt.addingTimeInterval(3600)
        #expect(try await fixture.repository.importArchive(archive).updated == 1)
        #expect(try await fixture.repository.entry(id: entry.id).sentence == "바뀐 한 마디")
        #expect(try await fixture.photoFiles().isEmpty)
    }

    @Test("malformed JSON, a missing field, a bad photo or a path-like id change nothing and say what is wrong")
    func badFiles() async throws {
        let fixture = try PerfumeFixture()
        #expect(throws: UserError(PerfumeMessages.notAnArchive("x.json", field: "(body)"), category: .invalidInput)) {
            try PerfumeArchive.decode(Data("{".utf8), name: "x.json")
        }
        // Said in words, not as "(problem at (body))" (#47).
        #expect(
            PerfumeMessages.notAnArchive("x.json", field: "(body)").english
                == "'x.json' is not a perfume export from `mosaic perfume export` (not JSON).")
        let missing =
            #"{"format":"mosaic-perfume-journal","version":1,"exportedAt":"2024-01-01T00:00:00Z","entries":[{"id":"a"}]}"#
        #expect(
            throws: UserError(
                PerfumeMessages.notAnArchive("x.json", field: "entries[0].brand"), category: .invalidInput)
        ) {
            try PerfumeArchive.decode(Data(missing.utf8), name: "x.json")
        }
        let now = Date(timeIntervalSince1970: 0)
        func archive(id: String, photo: PerfumeArchive.Photo? = nil) -> PerfumeArchive {
            PerfumeArchive(
                exportedAt: now,
                entries: [
                    .init(
                        id: "good", date: nil, brand: "A", name: "B", notes: nil, sentence: "C", wished: false,
                        createdAt: now, updatedAt: now),
                    .init(
                        id: id, date: nil, brand: "A", name: "B", notes: nil, sentence: "C", wished: false,
                        createdAt: now, updatedAt: now, photo: photo),
                ])
        }
        await #expect { try await fixture.repository.importArchive(archive(id: "bad id\n")) } throws: {
            ($0 as? UserError)?.category == .invalidInput
        }
        let text = PerfumeArchive.Photo(format: .png, base64: Data("not an image".utf8).base64EncodedString())
        await #expect { try await fixture.repository.importArchive(archive(id: "x", photo: text)) } throws: { error in
            (error as? UserError)?.message.english.hasPrefix("Entry 2 in the file") == true
        }
        #expect(try await fixture.repository.list().isEmpty)
        #expect(try await fixture.photoFiles().isEmpty)
    }

    @Test("Markdown and CSV carry every field; CSV quotes commas, quotes and line breaks")
    func textFormats() async throws {
        let fixture = try PerfumeFixture()
        try await fixture.add(
            "Chanel", "N°5", sentence: "\"classic\", powdery", notes: "line 1\nline 2", date: "2024.05.01", wished: true
        )
        let entries = try await fixture.repository.list()
        let csv = PerfumeTextExport.csv(entries)
        #expect(csv.hasPrefix("id,date,brand,name,notes,sentence,wished,created_at,updated_at,photo\r\n"))
        #expect(csv.contains(",2024.05.01,Chanel,N°5,\"line 1\nline 2\",\"\"\"classic\"\", powdery\",true,"))
        let markdown = PerfumeTextExport.markdown(entries, language: .korean)
        #expect(markdown.contains("## Chanel — N°5 ♥"))
        #expect(markdown.contains("> \"classic\", powdery"))
        #expect(markdown.hasPrefix("# 향기 시향 일지\n") && markdown.contains("- 시향 날짜: 2024.05.01"))
        let english = PerfumeTextExport.markdown(entries, language: .english)
        #expect(english.hasPrefix("# Perfume journal\n") && english.contains("- Tasting date: 2024.05.01"))
    }

    @Test("CSV cells that a spreadsheet would run as formulas start with ' (OWASP); JSON keeps them exact (#13)")
    func csvFormulaInjection() async throws {
        let fixture = try PerfumeFixture()
        try await fixture.add(
            "=HYPERLINK(\"http://x\")", "+1", sentence: "-2", notes: "@SUM(A1)", date: nil, wished: false)
        let entries = try await fixture.repository.list()
        let csv = PerfumeTextExport.csv(entries)
        #expect(csv.contains(",\"'=HYPERLINK(\"\"http://x\"\")\",'+1,'@SUM(A1),'-2,false,"))
        let archive = try PerfumeArchive.decode(
            try await fixture.repository.archive().archive.encoded(), name: "x.json")
        #expect(archive.entries.first?.brand == "=HYPERLINK(\"http://x\")")
    }
}
