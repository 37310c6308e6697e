import CommandTestSupport
import Foundation
import StubAPI
import TestSupport
import Testing

@Suite("mosaic apps")
struct AppsCommandTests {
    func withMosaic(_ body: (StubServer, MosaicBinary) async throws -> Void) async throws {
        let stub = try await StubServer.start()
        var mosaic = MosaicBinary()
        mosaic.environment = stub.environment
        do { try await body(stub, mosaic) } catch {
            await stub.stop()
            throw error
        }
        await stub.stop()
    }

    func ids(_ mosaic: MosaicBinary, _ term: String) async throws -> [String] {
        let rows =
            try mosaic.json(try await mosaic.runAsync(["apps", "search", term, "--json"])) as? [[String: Any]] ?? []
        return rows.compactMap { $0["id"] as? String }
    }

    @Test("search prints a table with ✓ for library apps; nothing found exits 0 (empty JSON); tricky terms work")
    func search() async throws {
        try await withMosaic { stub, mosaic in
            let found = try await mosaic.runAsync(["apps", "search", "향기", "--lang", "ko"])
            #expect(found.status == 0, "\(found.stderr)")
            #expect(found.stderr.contains("검색 결과 : 8 개"))
            #expect(found.stdout.contains("향기 노트 - Scent Notes"))
            let id = try #require(try await ids(mosaic, "향기").first)
            #expect(try await mosaic.runAsync(["apps", "get", id]).status == 0)
            let marked = try await mosaic.runAsync(["apps", "search", "향기"])
            #expect(marked.stdout.split(separator: "\n").contains { $0.hasPrefix(id) && $0.hasSuffix("✓") })
            let none = try await mosaic.runAsync(["apps", "search", "zzzz"])
            #expect(none.status == 0 && none.stderr.contains("No apps found for 'zzzz'"))
            #expect(try await mosaic.runAsync(["apps", "search", "zzzz", "--json"]).stdout == "[]\n")
            // Empty results say what happened (#12): past the last page; nothing to search for.
            let past = try await mosaic.runAsync(["apps", "search", "향기", "--page", "50"])
            #expect(past.status == 0 && past.stderr.contains("Page 50 is past the last page"))
            let hits = stub.hits.count
            let blank = try await mosaic.runAsync(["apps", "search", "  "])
            #expect(blank.status == 65 && blank.stderr.contains("Type something to search for."))
            #expect(stub.hits.count == hits, "no request for an empty search")
            #expect(try await mosaic.runAsync(["apps", "search", "C++"]).stdout.contains("C++ Tutor"))
            #expect(try await mosaic.runAsync(["apps", "search", "Q&A"]).stdout.contains("Q&A Notes"))
            let page2 = try await mosaic.runAsync(["apps", "search", "향기", "--limit", "5", "--page", "2", "--json"])
            #expect((try mosaic.json(page2) as? [Any])?.count == 3)
        }
    }

    @Test("server errors: a bad storefront shows Apple's reason (65), throttling and outages are 69, offline is 69")
    func errors() async throws {
        try await withMosaic { stub, mosaic in
            let country = try await mosaic.runAsync(["apps", "search", "x", "--country", "uk"])
            #expect(country.status == 65 && country.stderr.contains("Invalid value(s) for key(s): [country]"))
            let format = try await mosaic.runAsync(["apps", "search", "x", "--country", "korea"])
            #expect(format.status == 65 && format.stderr.contains("two letters"))
            stub.inject(.rateLimited, for: .itunes)
            let limited = try await mosaic.runAsync(["apps", "search", "x"])
            #expect(limited.status == 69 && limited.stderr.contains("fewer requests at once"), "\(limited.stderr)")
            stub.inject(.malformedJSON, for: .itunes)
            #expect(try await mosaic.runAsync(["apps", "search", "x"]).status == 69)
            #expect(try await mosaic.runAsync(["apps", "show", "1"]).status == 66)
            #expect(try await mosaic.runAsync(["apps", "show", "../etc"]).status == 65)
        }
        var offline = MosaicBinary()
        offline.environment = ["MOSAIC_ITUNES_URL": "http://127.0.0.1:9"]
        let result = try await offline.runAsync(["apps", "search", "x"])
        #expect(result.status == 69 && result.stderr.contains("Cannot reach the server"))
    }

    @Test("as mas: show by bundle id with version, release day and minimum iOS; outdated lists what the store updated")
    func masStyle() async throws {
        try await withMosaic { stub, mosaic in
            let id = try #require(try await ids(mosaic, "향기").first)
            let shown = try await mosaic.runAsync(["apps", "show", "com.example.app\(id)"])
            #expect(shown.status == 0, "\(shown.stderr)")
            for fact in [
                "id         \(id)", "bundle id  com.example.app\(id)", "released   2024-11-02", "requires   iOS 15.0+",
            ] {
                #expect(shown.stdout.contains(fact), "\(fact)")
            }
            // The search table has mas's columns: the bundle id beside the id, and the version (#47).
            let found = try await mosaic.runAsync(["apps", "search", "향기"])
            #expect(found.stdout.contains("BUNDLE ID") && found.stdout.contains("VERSION"), "\(found.stdout)")
            #expect(found.stdout.contains("com.example.app\(id)"))
            #expect(try await mosaic.runAsync(["apps", "show", "com.example.nothing"]).status == 66)
            #expect(try await mosaic.runAsync(["apps", "show", "com..bad"]).status == 65)
            let empty = try await mosaic.runAsync(["apps", "outdated"])
            #expect(empty.status == 0 && empty.stderr.hasPrefix("The library is empty."))
            #expect(try await mosaic.runAsync(["apps", "get", id]).status == 0)
            let current = try await mosaic.runAsync(["apps", "outdated"])
            #expect(current.status == 0 && current.stderr == "Every app in your library is up to date.\n")
            let saved = try #require(
                try mosaic.json(try await mosaic.runAsync(["apps", "show", id, "--json"])) as? [String: Any])
            stub.releaseUpdates()
            let outdated = try await mosaic.runAsync(["apps", "outdated"])
            #expect(outdated.status == 0 && outdated.stdout.contains("새 향기 필터를 더했습니다."), "\(outdated.stdout)")
            let updates = try #require(
                try mosaic.json(try await mosaic.runAsync(["apps", "outdated", "--json"])) as? [[String: Any]])
            #expect(updates.count == 1 && updates.first?["savedVersion"] as? String == saved["version"] as? String)
            #expect(updates.first?["storeVersion"] as? String != saved["version"] as? String)
            #expect(updates.first?["releaseDay"] as? String == "2024-12-01")
            #expect(outdated.stdout.contains("REQUIRES"), "the iOS an update needs (#48)")
            // An update can be ignored, and shown again (#48).
            let ignored = try await mosaic.runAsync(["apps", "outdated", "--ignore", id])
            #expect(ignored.status == 0 && ignored.stderr.contains("left out"), "\(ignored.stderr)")
            let quiet = try await mosaic.runAsync(["apps", "outdated"])
            #expect(quiet.stderr.contains("1 app ignored") && quiet.stderr.contains("up to date"), "\(quiet.stderr)")
            #expect(try await mosaic.runAsync(["apps", "outdated", "--unignore", id]).status == 0)
            #expect(try await mosaic.runAsync(["apps", "outdated"]).stdout.contains(id))
            // Getting it again saves the store's version: nothing is outdated any more.
            #expect(try await mosaic.runAsync(["apps", "get", id]).status == 0)
            #expect(
                try await mosaic.runAsync(["apps", "outdated"]).stderr == "Every app in your library is up to date.\n")
        }
    }

    @Test("every apps command takes the bundle id as well as the App Store id: get, review add, reviews, remove (#47)")
    func bundleIDsEverywhere() async throws {
        try await withMosaic { _, mosaic in
            let id = try #require(try await ids(mosaic, "향기").first)
            let bundle = "com.example.app\(id)"
            let got = try await mosaic.runAsync(["apps", "get", bundle])
            #expect(got.status == 0, "\(got.stderr)")
            let review = try await mosaic.runAsync([
                "apps", "review", "add", bundle, "--rating", "4.5", "--title", "좋아요", "--content", "매일",
            ])
            #expect(review.status == 0, "\(review.stderr)")
            #expect(try await mosaic.runAsync(["apps", "reviews", bundle]).stdout.contains("좋아요"))
            #expect(try await mosaic.runAsync(["apps", "reviews", bundle, "--store"]).status == 0)
            let removed = try await mosaic.runAsync(["apps", "remove", bundle])
            #expect(removed.status == 0 && !removed.stderr.contains("already"), "\(removed.stderr)")
            let again = try await mosaic.runAsync(["apps", "remove", bundle])
            #expect(again.status == 66, "a bundle id the library no longer holds: \(again.stderr)")
        }
    }

    @Test(
        "apps import mas: each app looked up and kept with its installed version, unknown ids named, a second import adds nothing (#48)"
    )
    func importFromMas() async throws {
        try await withMosaic { _, mosaic in
            let found = try await ids(mosaic, "향기")
            let list = mosaic.data.appending("mas.txt")
            try """
            \(found[0])  Scent Notes          (0.9)
            \(found[1]) Other (1.0)
            999999999  Gone  (1.0)
            """.write(to: list, atomically: true, encoding: .utf8)
            let first = try await mosaic.runAsync(["apps", "import", "mas", list.path])
            #expect(first.status == 0 && first.stderr.contains("2 added"), "\(first.stderr)")
            #expect(first.stderr.contains("999999999"), "the unknown id named")
            let again = try await mosaic.runAsync(["apps", "import", "mas", list.path, "--json"])
            let summary = try #require(try mosaic.json(again) as? [String: Any])
            #expect(summary["added"] as? Int == 0 && summary["unchanged"] as? Int == 2)
            // What is installed (0.9) is older than the store's: outdated says so.
            #expect(try await mosaic.runAsync(["apps", "outdated"]).stdout.contains("0.9"))
            let bad = try await mosaic.runAsync(["apps", "import", "mas", "-"], input: "not a mas list\n")
            #expect(bad.status == 65 && bad.stderr.contains("line 1, column 1"), "\(bad.stderr)")
            // Issue #55: 200,000 unknown ids were one 1.4 MB line; ten are named, the rest counted.
            let unknown = (0..<25).map { "\(900_000_000 + $0)  Gone  (1.0)" }.joined(separator: "\n")
            let many = try await mosaic.runAsync(["apps", "import", "mas", "-"], input: unknown + "\n")
            #expect(many.stderr.contains("900000009") && !many.stderr.contains("900000010"), "\(many.stderr)")
            #expect(many.stderr.contains("and 15 more"), "\(many.stderr)")
            // A stdin past 16 MB is refused without reading it all.
            let huge = String(repeating: "1  A  (1.0)\n", count: (16 << 20) / 12 + 2)
            let refused = try await mosaic.runAsync(["apps", "import", "mas", "-"], input: huge)
            #expect(
                refused.status == 65 && refused.stderr.contains("larger than 16 MB"), "\(refused.stderr.prefix(300))")
        }
    }

    @Test("get, library by genre, show offline from the library, remove twice (not in the library, 66)")
    func library() async throws {
        var saved: MosaicBinary?
        var appID = ""
        try await withMosaic { _, mosaic in
            let found = try await ids(mosaic, "향기")
            for id in found.prefix(3) { #expect(try await mosaic.runAsync(["apps", "get", id]).status == 0) }
            let library = try #require(
                try mosaic.json(try await mosaic.runAsync(["apps", "library", "--json"])) as? [[String: Any]])
            #expect(library.map { ($0["apps"] as? [Any])?.count ?? 0 }.reduce(0, +) == 3)
            // The genre filter works by Apple's id and by the English name of a Korean genre (#12).
            let first = try #require((library.first?["apps"] as? [[String: Any]])?.first)
            let genreID = try #require(first["primaryGenreID"] as? Int)
            let byID = try await mosaic.runAsync(["apps", "library", "--genre", "\(genreID)", "--json"])
            #expect(byID.stdout.contains(first["id"] as? String ?? "?"))
            let english = [
                "6012": "Lifestyle", "6007": "Productivity", "6008": "Photo & Video", "6013": "Health & Fitness",
                "6011": "Music",
                "6003": "Travel", "6014": "Games", "6017": "Education", "6015": "Finance", "6001": "Weather",
                "6023": "Food & Drink", "6002": "Utilities",
            ]["\(genreID)"]
            let byName = try await mosaic.runAsync(["apps", "library", "--genre", english ?? "?", "--json"])
            #expect(byName.stdout == byID.stdout)
            let again = try await mosaic.runAsync(["apps", "get", found[0]])
            #expect(
                again.status == 0 && again.stderr.contains("is already in the library")
                    && !again.stderr.contains("Got "))
            let scent = try await mosaic.runAsync(["apps", "library", "--search", "SCENT NOTES"])
            #expect(scent.stdout.contains("향기 노트") && !scent.stdout.contains("향기 플래너"))
            saved = mosaic
            appID = found[0]
        }
        var mosaic = try #require(saved)
        mosaic.environment = ["MOSAIC_ITUNES_URL": "http://127.0.0.1:9"]
        let shown = try await mosaic.runAsync(["apps", "show", appID, "--lang", "ko"])
        #expect(shown.status == 0, "the library's copy needs no network")
        #expect(shown.stderr.contains("에 보관함에 저장한 정보예요 (오프라인에서도 보입니다"), "says it is the saved copy (#31)")
        #expect(shown.stdout.contains("(최고 5점)") && shown.stdout.contains("개의 평가") && shown.stdout.contains("MB"))
        #expect(shown.stdout.contains("설명\n") && shown.stdout.contains("앱입니다."), "the description is shown (#12)")
        #expect(try await mosaic.runAsync(["apps", "remove", appID]).status == 0)
        let again = try await mosaic.runAsync(["apps", "remove", appID, "--lang", "ko"])
        #expect(again.status == 66)
        // The seed's alert title, then which app (#31); its "새로고침 해보세용" means nothing in a
        // command line (#12).
        #expect(again.stderr == "오류: 이미 삭제된 앱입니다\n  앱 \(appID)은 보관함에 없습니다.\n")
    }

    @Test("reviews: 5.0 stars allowed, 5.5 refused (64), kept after remove unless --with-reviews; the store feed")
    func reviews() async throws {
        try await withMosaic { _, mosaic in
            let id = try #require(try await ids(mosaic, "향기").first)
            let unknown = try await mosaic.runAsync([
                "apps", "review", "add", "999", "--rating", "4", "--title", "t", "--content", "c",
            ])
            #expect(unknown.status == 66, "no review for an app that does not exist (#12)")
            #expect(try await mosaic.runAsync(["apps", "reviews", "999", "--json"]).stdout == "[]\n")
            let bad = try await mosaic.runAsync([
                "apps", "review", "add", id, "--rating", "5.5", "--title", "t", "--content", "c",
            ])
            #expect(bad.status == 64 && bad.stderr.contains("0.5 to 5.0"), "outside its range (#47)")
            let empty = try await mosaic.runAsync(["apps", "review", "add", id, "--rating", "5.0", "--title", " "])
            #expect(
                empty.status == 65 && empty.stderr.contains("Please enter a title.")
                    && empty.stderr.contains("Please enter the review."))
            #expect(
                try await mosaic.runAsync([
                    "apps", "review", "add", id, "--rating", "5.0", "--title", "최고", "--content", "매일 써요\n둘째 줄도",
                ]).status == 0)
            let listed = try await mosaic.runAsync(["apps", "reviews", id])
            #expect(listed.stdout.contains("\n  매일 써요\n  둘째 줄도"), "every line of a review is indented (#12)")
            _ = try await mosaic.runAsync(["apps", "get", id])
            _ = try await mosaic.runAsync(["apps", "remove", id])
            let mine = try #require(
                try mosaic.json(try await mosaic.runAsync(["apps", "reviews", id, "--json"])) as? [[String: Any]])
            #expect(mine.count == 1 && mine[0]["rating"] as? Double == 5.0)
            _ = try await mosaic.runAsync(["apps", "get", id])
            let unconfirmed = try await mosaic.runAsync(["apps", "remove", id, "--with-reviews"])
            #expect(unconfirmed.status == 65 && unconfirmed.stderr.contains("--yes"))
            #expect(try await mosaic.runAsync(["apps", "remove", id, "--with-reviews", "--yes"]).status == 0)
            #expect(try await mosaic.runAsync(["apps", "reviews", id, "--json"]).stdout == "[]\n")
            let never = try await mosaic.runAsync(["apps", "remove", "123456789"])
            #expect(never.status == 66 && never.stderr.contains("This app is already deleted"), "\(never.stderr)")
            #expect(never.stderr.contains("App 123456789 is not in the library.") && !never.stderr.contains("refresh"))
            let korean = try await mosaic.runAsync(["apps", "remove", "123456789", "--lang", "ko"])
            #expect(korean.status == 66 && korean.stderr.contains("이미 삭제된 앱입니다"), "\(korean.stderr)")
            let store = try await mosaic.runAsync(["apps", "reviews", id, "--store"])
            #expect(store.status == 0)
            // A store review shows the day it was written (#47); an id the store does not know is 66.
            if !store.stdout.isEmpty { #expect(store.stdout.contains("2024-11-0"), "\(store.stdout)") }
            let noSuchApp = try await mosaic.runAsync(["apps", "reviews", "999", "--store"])
            #expect(noSuchApp.status == 66, "\(noSuchApp.stderr)")
        }
    }

    @Test("on a terminal: review add asks for what is missing; library is a live search")
    func terminal() async throws {
        try await withMosaic { _, mosaic in
            let id = try #require(try await ids(mosaic, "향기").first)
            let review = try await mosaic.runOnTerminalAsync(
                ["apps", "review", "add", id, "--lang", "ko"], typing: ["6", "4.5", "좋아요", "향기 기록에 딱"])
            #expect(review.status == 0, "\(review.stderr)")
            #expect(review.stderr.contains("'6'은 별점이 아닙니다"))
            _ = try await mosaic.runAsync(["apps", "get", id])
            let live = try await mosaic.runOnTerminalAsync(["apps", "library"], typing: ["scent"], endOfInput: false)
            #expect(live.status == 0, "\(live.stderr)")
            #expect(live.stderr.contains("🔍 scent"))
            #expect(live.stdout.contains("Scent"))
        }
    }
}
