import CommandTestSupport
import Foundation
import TestSupport
import Testing

@Suite("mosaic perfume")
struct PerfumeCommandTests {
    static let png = ImageFixtures.png

    func add(_ mosaic: MosaicBinary, _ extra: [String]) async throws -> [String: Any] {
        let result = try await mosaic.runAsync(["perfume", "add", "--json"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try mosaic.json(result) as? [String: Any])
    }

    func file(_ mosaic: MosaicBinary, _ name: String, _ data: Data) throws -> String {
        let url = mosaic.data.url.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    @Test("missing required fields without a terminal: every one named, exit 65, in English and Korean")
    func missingFields() async throws {
        let mosaic = MosaicBinary()
        let english = try await mosaic.runAsync(["perfume", "add", "--brand", "  "])
        #expect(english.status == 65)
        #expect(
            english.stderr.contains(
                "Please enter the brand.\n  Please enter the perfume name.\n  Please describe this perfume in one phrase."
            ))
        let korean = try await mosaic.runAsync(["perfume", "add", "--name", "Oud", "--lang", "ko"])
        #expect(korean.status == 65)
        #expect(korean.stderr == "오류: 필수 항목이 비어 있어요.\n  브랜드를 입력해 주세요.\n  이 향수를 한 마디로 표현해 주세요.\n")
    }

    @Test("add with a photo, wish, edit text (wish and photo kept), clear optional fields, delete")
    func lifecycle() async throws {
        let mosaic = MosaicBinary()
        let photo = try file(mosaic, "strip.png", Self.png)
        let added = try await add(
            mosaic,
            [
                "--brand", "Le Labo", "--name", "Santal 33", "--sentence", "비 온 뒤의 나무",
                "--notes", "카다멈", "--date", "2024.05.01", "--photo", photo,
            ])
        let id = try #require(added["id"] as? String)
        #expect(added["date"] as? String == "2024.05.01")
        #expect(added["wished"] as? Bool == false)
        let photoKey = try #require(added["photo"] as? String)
        #expect(try await mosaic.storedPhoto(photoKey) == Self.png)

        #expect(try await mosaic.runAsync(["perfume", "wish", String(id.prefix(4))]).status == 0)
        let edited = try #require(
            try mosaic.json(
                try await mosaic.runAsync([
                    "perfume", "edit", String(id.prefix(4)), "--sentence", "숲",
                    "--clear-notes", "--clear-date", "--json",
                ])) as? [String: Any])
        #expect(edited["wished"] as? Bool == true)
        #expect(edited["photo"] as? String == photoKey)
        #expect(edited["notes"] is NSNull && edited["date"] is NSNull)
        #expect(edited["sentence"] as? String == "숲")

        let shown = try await mosaic.runAsync(["perfume", "show", id, "--lang", "ko"])
        #expect(shown.stdout.contains("Le Labo ♥\nSanta") && shown.stdout.contains("“숲”"))
        // The detail names the photo's file on disk; `perfume open` prints just that path (#12).
        let path = mosaic.photoPath(photoKey)
        #expect(shown.stdout.contains(path))
        let opened = try await mosaic.runAsync(["perfume", "open", id])
        #expect(opened.status == 0 && opened.stdout == path + "\n")
        let openedJSON =
            try mosaic.json(try await mosaic.runAsync(["perfume", "open", id, "--json"])) as? [String: String]
        #expect(openedJSON?["path"] == path)

        let refused = try await mosaic.runAsync(["perfume", "delete", id])
        #expect(refused.status == 65)
        #expect(try await mosaic.runAsync(["perfume", "delete", id, "--yes"]).status == 0)
        #expect(FileManager.default.contents(atPath: mosaic.data.path + "/files/" + photoKey) == nil)
        #expect(try await mosaic.runAsync(["perfume", "show", id]).status == 66)
    }

    @Test("list: newest tasting day first, --wished, --limit, --json; the empty state in each language")
    func list() async throws {
        let mosaic = MosaicBinary()
        let empty = try await mosaic.runAsync(["perfume", "list", "--lang", "ko"])
        #expect(empty.status == 0 && empty.stderr == "시향지를 추가해 주세요\n")
        _ = try await add(
            mosaic, ["--brand", "A", "--name", "older", "--sentence", "s", "--date", "2024-05-01", "--wish"])
        _ = try await add(mosaic, ["--brand", "B", "--name", "newer", "--sentence", "s", "--date", "2024-05-03"])
        _ = try await add(mosaic, ["--brand", "C", "--name", "undated", "--sentence", "s"])
        let all = try #require(
            try mosaic.json(try await mosaic.runAsync(["perfume", "list", "--json"])) as? [[String: Any]])
        #expect(all.map { $0["name"] as? String } == ["newer", "older", "undated"])
        let wished = try #require(
            try mosaic.json(try await mosaic.runAsync(["perfume", "list", "--wished", "--json"])) as? [[String: Any]])
        #expect(wished.map { $0["name"] as? String } == ["older"])
        let limited = try await mosaic.runAsync(["perfume", "list", "--limit", "1"])
        #expect(limited.stdout.contains("newer") && !limited.stdout.contains("older"))
        #expect(try await mosaic.runAsync(["perfume", "list", "--limit", "0"]).status == 64)
    }

    @Test("--from, --to and --on keep those tasting days, combined with --wished and search words (#31, jrnl)")
    func dateFilters() async throws {
        var mosaic = MosaicBinary()
        mosaic.environment["MOSAIC_NOW"] = "2024-05-20T10:00:00Z"
        for (name, date, wish) in [("A", "2024-05-01", false), ("B", "2024-05-10", true), ("C", "2024-05-19", false)] {
            _ = try await add(
                mosaic,
                ["--brand", "Rose", "--name", name, "--sentence", "s", "--date", date] + (wish ? ["--wish"] : []))
        }
        _ = try await add(mosaic, ["--brand", "Rose", "--name", "undated", "--sentence", "s"])
        func names(_ arguments: [String]) async throws -> [String] {
            let result = try await mosaic.runAsync(["perfume"] + arguments + ["--json"])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            return try #require(try mosaic.json(result) as? [[String: Any]]).compactMap { $0["name"] as? String }
        }
        #expect(try await names(["list", "--from", "2024-05-05"]) == ["C", "B"])
        #expect(try await names(["list", "--to", "2024.05.10"]) == ["B", "A"])
        #expect(try await names(["list", "--from", "2024-05-01", "--to", "2024-05-10", "--wished"]) == ["B"])
        #expect(try await names(["list", "--on", "yesterday"]) == ["C"])
        #expect(try await names(["search", "rose", "--from", "2024-05-02"]).sorted() == ["B", "C"])
        #expect(try await names(["search", "rose", "--wished", "--limit", "1"]) == ["B"])
        let cut = try await mosaic.runAsync(["perfume", "search", "rose", "--limit", "2"])
        #expect(
            cut.stderr.contains("2 of 4 matches shown; --limit N shows more."),
            "a search that stops says so (#60): \(cut.stderr)")
        let whole = try await mosaic.runAsync(["perfume", "search", "rose", "--limit", "4"])
        #expect(!whole.stderr.contains("matches shown"), "nothing left out, nothing said")
        let none = try await mosaic.runAsync(["perfume", "list", "--on", "2024-05-02"])
        #expect(none.status == 0 && none.stderr == "No test strips were tasted on those days.\n")
        #expect(try await mosaic.runAsync(["perfume", "list", "--on", "today", "--from", "today"]).status == 64)
        #expect(
            try await mosaic.runAsync(["perfume", "list", "--from", "2024-05-10", "--to", "2024-05-01"]).status == 64)
        #expect(try await mosaic.runAsync(["perfume", "list", "--from", "someday"]).status == 65)
    }

    @Test(
        "long text as jrnl takes it: --notes with no value or - reads stdin in a pipe, opens $EDITOR on a terminal (#31)"
    )
    func longText() async throws {
        var mosaic = MosaicBinary()
        let base = ["perfume", "add", "--brand", "A", "--sentence", "s", "--json"]
        func notes(_ result: ProcessRunner.Result) throws -> String? {
            #expect(result.status == 0, "\(result.stderr)")
            return try #require(try mosaic.json(result) as? [String: Any])["notes"] as? String
        }
        #expect(
            try notes(try await mosaic.runAsync(base + ["--name", "n1", "--notes"], input: "line one\nline two\n"))
                == "line one\nline two")
        #expect(
            try notes(try await mosaic.runAsync(base + ["--name", "n2", "--notes", "-"], input: "piped\n")) == "piped")
        #expect(
            try notes(try await mosaic.runAsync(base + ["--name", "n3", "--notes", "--x"])) == "--x",
            "a value is a value (#27)")
        mosaic.environment["EDITOR"] = #"sh -c 'printf "written in the editor\n" > "$1"' sh"#
        let edited = try mosaic.onTerminal([
            "perfume", "add", "--brand", "A", "--name", "n4", "--sentence", "s", "--notes",
        ])
        #expect(await edited.exitStatus() == 0)
        let shown = try await mosaic.runAsync(["perfume", "list", "--json"])
        #expect(shown.stdout.contains("written in the editor"))
        mosaic.environment["EDITOR"] = "false"
        let failed = try mosaic.onTerminal([
            "perfume", "add", "--brand", "A", "--name", "n5", "--sentence", "s", "--notes", "-",
        ])
        #expect(await failed.exitStatus() == 65 && failed.screen.contains("did not finish; nothing was saved"))
    }

    @Test(
        "edit with nothing to change: a usage error naming the flags in a pipe, the form with the values on a terminal; the same values write nothing (#47)"
    )
    func editWithoutChanges() async throws {
        let mosaic = MosaicBinary()
        let added = try await add(mosaic, ["--brand", "Le Labo", "--name", "Santal 33", "--sentence", "나무"])
        let id = try #require(added["id"] as? String)
        let stamp = { () async throws -> String? in
            let shown = try await mosaic.runAsync(["perfume", "show", id, "--json"])
            return try #require(try mosaic.json(shown) as? [String: Any])["updatedAt"] as? String
        }
        let before = try await stamp()
        let piped = try await mosaic.runAsync(["perfume", "edit", id])
        #expect(piped.status == 64 && piped.stderr.contains("Nothing to change: give one of --brand, --name"))
        let korean = try await mosaic.runAsync(["perfume", "edit", id, "--lang", "ko"])
        #expect(korean.status == 64 && korean.stderr.contains("바꿀 것이 없습니다"))
        let same = try await mosaic.runAsync(["perfume", "edit", id, "--brand", "Le Labo"])
        #expect(same.status == 0 && same.stderr.contains("Nothing changed; nothing was saved."))
        let kept = try mosaic.onTerminal(["perfume", "edit", id])
        #expect(await kept.waitFor("[Le Labo]"))
        kept.type("\r\r\r\r\r")
        #expect(await kept.exitStatus() == 0 && kept.screen.contains("Nothing changed"), "\(kept.screen)")
        #expect(try await stamp() == before, "nothing written")
        let changed = try mosaic.onTerminal(["perfume", "edit", id])
        #expect(await changed.waitFor("[Le Labo]"))
        changed.type("Byredo\r\r\r\r\r")
        #expect(
            await changed.exitStatus() == 0 && changed.screen.contains("Updated Byredo Santal 33"), "\(changed.screen)")
    }

    @Test(
        "a hand-edited export is never skipped silently: the differing entries are named, --replace applies them (#47)")
    func importHandEdited() async throws {
        let mosaic = MosaicBinary()
        let added = try await add(mosaic, ["--brand", "Le Labo", "--name", "Santal 33", "--sentence", "나무"])
        let id = try #require(added["id"] as? String)
        let path = mosaic.data.url.appendingPathComponent("journal.json").path
        #expect(try await mosaic.runAsync(["perfume", "export", "--output", path]).status == 0)
        let edited = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "나무", with: "숲")
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        let kept = try await mosaic.runAsync(["perfume", "import", path])
        #expect(kept.status == 0 && kept.stderr.contains("1 kept as stored"), "\(kept.stderr)")
        #expect(kept.stderr.contains(String(id.prefix(8))) && kept.stderr.contains("\(path) --replace"))
        #expect(try await mosaic.runAsync(["perfume", "show", id]).stdout.contains("나무"))
        let korean = try await mosaic.runAsync(["perfume", "import", path, "--lang", "ko"])
        #expect(korean.stderr.contains("그대로 두었어요"))
        let replaced = try await mosaic.runAsync(["perfume", "import", path, "--replace"])
        #expect(replaced.status == 0 && replaced.stderr.contains("1 replaced by the file's"), "\(replaced.stderr)")
        #expect(try await mosaic.runAsync(["perfume", "show", id]).stdout.contains("숲"))
        let again = try await mosaic.runAsync(["perfume", "import", path])
        #expect(again.stderr.contains("1 already up to date.") && !again.stderr.contains("kept"), "\(again.stderr)")
    }

    @Test("perfume tags, list --tag and stats, in text and JSON (#48)")
    func tagsAndStats() async throws {
        let mosaic = MosaicBinary()
        _ = try await add(mosaic, ["--brand", "Le Labo", "--name", "A", "--sentence", "밝은 #citrus"])
        _ = try await add(mosaic, ["--brand", "Le Labo", "--name", "B", "--sentence", "#Citrus #wood", "--wish"])
        _ = try await add(mosaic, ["--brand", "Byredo", "--name", "C", "--sentence", "s"])
        let tags = try await mosaic.runAsync(["perfume", "tags"])
        #expect(tags.stdout.contains("#citrus") && tags.stdout.contains("2"), "\(tags.stdout)")
        let tagged = try await mosaic.runAsync(["perfume", "list", "--tag", "#citrus", "--json=name"])
        #expect((try mosaic.json(tagged) as? [[String: Any]])?.count == 2)
        let stats = try #require(
            try mosaic.json(try await mosaic.runAsync(["perfume", "stats", "--json"])) as? [String: Any])
        #expect(stats["total"] as? Int == 3 && stats["wished"] as? Int == 1)
        let empty = MosaicBinary()
        #expect(try await empty.runAsync(["perfume", "tags"]).stderr.contains("No #tags yet"))
    }

    @Test("an edit's editor opens on the saved notes; leaving it unchanged keeps them, emptying it asks first (#44)")
    func editingNotesInTheEditor() async throws {
        var mosaic = MosaicBinary()
        let added = try await mosaic.runAsync([
            "perfume", "add", "--brand", "A", "--name", "B", "--sentence", "s", "--notes", "첫 줄\nsecond line", "--json",
        ])
        let object = try #require(try mosaic.json(added) as? [String: Any])
        let id = try #require(object["id"] as? String)
        func notes() async throws -> String? {
            let shown = try await mosaic.runAsync(["perfume", "show", id, "--json"])
            return try #require(try mosaic.json(shown) as? [String: Any])["notes"] as? String
        }
        let seen = mosaic.data.appending("seen.txt")
        mosaic.environment["EDITOR"] = #"sh -c 'cp "$1" "$0"' "# + seen.path
        let unchanged = try mosaic.onTerminal(["perfume", "edit", id, "--notes"])
        #expect(await unchanged.exitStatus() == 0)
        #expect(try String(contentsOf: seen, encoding: .utf8) == "첫 줄\nsecond line\n", "the editor saw the notes")
        #expect(try await notes() == "첫 줄\nsecond line")

        mosaic.environment["EDITOR"] = #"sh -c ': > "$1"' sh"#
        let kept = try mosaic.onTerminal(["perfume", "edit", id, "--notes"])
        #expect(await kept.waitFor("Clear the notes? (y/N)"))
        kept.type("\r")
        #expect(await kept.exitStatus() == 65 && kept.screen.contains("Kept the notes as they were"))
        #expect(try await notes() == "첫 줄\nsecond line")
        let cleared = try mosaic.onTerminal(["perfume", "edit", id, "--notes"])
        #expect(await cleared.waitFor("Clear the notes? (y/N)"))
        cleared.type("y\r")
        #expect(await cleared.exitStatus() == 0)
        #expect(try await notes() == nil)

        let piped = try await mosaic.runAsync(["perfume", "edit", id, "--notes", "-"], input: "\n")
        #expect(piped.status == 65 && piped.stderr.contains("is empty; nothing was saved. Use --clear-notes"))

        // An empty $EDITOR is unset: $VISUAL, then vi (here a script of that name first on the PATH).
        let bin = mosaic.data.appending("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try Data("#!/bin/sh\nprintf 'from vi\\n' > \"$1\"\n".utf8).write(to: bin.appendingPathComponent("vi"))
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("vi").path)
        mosaic.environment["EDITOR"] = ""
        mosaic.environment["VISUAL"] = " "
        mosaic.environment["PATH"] = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let vi = try mosaic.onTerminal(["perfume", "edit", id, "--notes"])
        #expect(await vi.exitStatus() == 0)
        #expect(try await notes() == "from vi")
    }

    @Test("bad input: dates, photos and ids each get a clear message and their own exit code")
    func badInput() async throws {
        let mosaic = MosaicBinary()
        let base = ["perfume", "add", "--brand", "A", "--name", "B", "--sentence", "C"]
        let date = try await mosaic.runAsync(base + ["--date", "next week"])
        #expect(date.status == 65 && date.stderr.contains("like 2024.05.01"))
        let text = try file(mosaic, "notes.png", Data("not an image".utf8))
        let fake = try await mosaic.runAsync(base + ["--photo", text])
        #expect(fake.status == 65 && fake.stderr.contains("is not a PNG, JPEG, HEIC, WebP or GIF image"))
        let missing = try await mosaic.runAsync(base + ["--photo", "/nowhere/photo.png"])
        #expect(missing.status == 66 && missing.stderr.contains("No photo file at '/nowhere/photo.png'"))
        #expect(try await mosaic.runAsync(["perfume", "list", "--json"]).stdout == "[]\n")
        #expect(try await mosaic.runAsync(["perfume", "show", "../../etc/passwd"]).status == 66)
        #expect(try await mosaic.runAsync(["perfume", "edit", "x", "--photo", text, "--remove-photo"]).status == 64)
    }

    @Test("search ranks matches, ignores case, finds Hangul; no text without a terminal is a usage error")
    func search() async throws {
        let mosaic = MosaicBinary()
        _ = try await add(mosaic, ["--brand", "Tom Ford", "--name", "Oud Wood", "--sentence", "스모키한 나무"])
        _ = try await add(mosaic, ["--brand", "Chanel", "--name", "N°5", "--sentence", "파우더리"])
        let found = try #require(
            try mosaic.json(try await mosaic.runAsync(["perfume", "search", "OUD", "--json"])) as? [[String: Any]])
        #expect(found.map { $0["name"] as? String } == ["Oud Wood"])
        #expect(try await mosaic.runAsync(["perfume", "search", "나무"]).stdout.contains("Tom Ford"))
        let none = try await mosaic.runAsync(["perfume", "search", "없는향", "--lang", "ko"])
        #expect(none.status == 0 && none.stderr == "검색 결과가 없어요.\n")
        #expect(try await mosaic.runAsync(["perfume", "search"]).status == 65)
    }

    @Test("on a terminal: add asks for the missing fields; search with no text is live and prints the final matches")
    func terminal() async throws {
        let mosaic = MosaicBinary()
        let photo = try file(mosaic, "strip.png", Self.png)
        // The optional date and photo are offered too, each checked as its flag is (#12).
        let added = try await mosaic.runOnTerminalAsync(
            ["perfume", "add", "--brand", "Byredo", "--lang", "ko", "--json"],
            typing: ["", "Gypsy Water", "", "숲속의 집시", "2030.01.01", "2024.05.01", "nope.png", photo])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.contains("향수 이름을 입력해 주세요.") && added.stderr.contains("시향 날짜"))
        let entry = try #require(try mosaic.json(added) as? [String: Any])
        #expect(entry["date"] as? String == "2024.05.01" && entry["photo"] is String)
        let live = try await mosaic.runOnTerminalAsync(
            ["perfume", "search", "--json"], typing: ["gyp"], endOfInput: false)
        #expect(live.status == 65, "live search is for people; --json asks for a text")
        let typed = try await mosaic.runOnTerminalAsync(["perfume", "search"], typing: ["gyp"], endOfInput: false)
        #expect(typed.status == 0, "\(typed.stderr)")
        #expect(typed.stderr.contains("🔍 gyp"))
        #expect(typed.stdout.contains("Gypsy Water"))
    }

    @Test("export JSON re-imports into another data dir with photos; twice adds nothing; md and csv; bad files")
    func exportImport() async throws {
        let source = MosaicBinary()
        let photo = try file(source, "p.png", Self.png)
        _ = try await add(
            source,
            ["--brand", "Diptyque", "--name", "Do Son", "--sentence", "\"바다\", 튜베로즈", "--photo", photo, "--wish"])
        let exportPath = source.data.url.appendingPathComponent("journal.json").path
        let exported = try await source.runAsync(["perfume", "export", "--output", exportPath])
        #expect(exported.status == 0 && exported.stderr.contains("Exported 1 test strips"))

        let target = MosaicBinary()
        let first = try await target.runAsync(["perfume", "import", exportPath])
        #expect(first.status == 0 && first.stderr.contains("1 added"))
        let second = try await target.runAsync(["perfume", "import", exportPath])
        #expect(second.stderr.contains("0 added, 0 updated, 1 already up to date"))
        let listed = try #require(
            try target.json(try await target.runAsync(["perfume", "list", "--json"])) as? [[String: Any]])
        #expect(listed.count == 1 && listed[0]["wished"] as? Bool == true)
        let key = try #require(listed[0]["photo"] as? String)
        #expect(try await target.storedPhoto(key) == Self.png)

        #expect(
            try await target.runAsync(["perfume", "export", "--format", "csv"]).stdout.contains("\"\"\"바다\"\", 튜베로즈\""))
        #expect(
            try await target.runAsync(["perfume", "export", "--format", "md"]).stdout.contains("## Diptyque — Do Son ♥")
        )
        #expect(
            try await target.runAsync(["perfume", "export", "--format", "xml"]).status == 64,
            "an unknown format is a usage error")
        let broken = try file(target, "broken.json", Data("{\"format\": 1".utf8))
        let bad = try await target.runAsync(["perfume", "import", broken])
        #expect(bad.status == 65 && bad.stderr.contains("is not a perfume export"))
        #expect(try await target.runAsync(["perfume", "import", "/nowhere.json"]).status == 66)
        #expect(try await target.runAsync(["perfume", "export", "--output", "/proc/x.json"]).status == 74)
        #expect(try await target.runAsync(["perfume", "export", "--output", "/nowhere/at/all/x.json"]).status == 66)
        // `-` is stdout, never a file named "-" (#31).
        let dash = try await target.runAsync(["perfume", "export", "--format", "csv", "--output", "-"])
        #expect(dash.status == 0 && !dash.stdout.isEmpty)
        // CSV ends with its last record's CRLF and nothing after it (#31).
        #expect(dash.stdout.hasSuffix("\r\n") && !dash.stdout.unicodeScalars.reversed().starts(with: ["\n", "\n"]))
        #expect(!dash.stdout.contains("\r\n\n"), "no empty record at the end")
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/-"))
    }

    @Test("add and delete print what they wrote with --json, id included (#12)")
    func writesPrintJSON() async throws {
        let mosaic = MosaicBinary()
        let perfume = try #require(
            try mosaic.json(
                try await mosaic.runAsync([
                    "perfume", "add", "--brand", "b", "--name", "n", "--sentence", "s", "--json",
                ]))
                as? [String: Any])
        let removed =
            try mosaic.json(
                try await mosaic.runAsync(["perfume", "delete", perfume["id"] as! String, "--yes", "--json"]))
            as? [String: Any]
        #expect(removed?["id"] as? String == perfume["id"] as? String)
    }
}
