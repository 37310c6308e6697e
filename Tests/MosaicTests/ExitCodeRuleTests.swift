import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// Issue #47: one exit code per kind of mistake, whichever command makes it (the README's
/// table): a value outside an option's or argument's closed list or range is a usage error
/// (64); a free-form value that does not read is invalid input (65).
@Suite("one exit code per kind of mistake")
struct ExitCodeRuleTests {
    @Test("every closed list and range, in every feature, refuses with 64; free-form values that do not read with 65")
    func closedListsAndRanges() async throws {
        let mosaic = MosaicBinary()
        let posted = try await mosaic.runAsync([
            "market", "post", "--title", "램프", "--category", "1", "--description", "d", "--json",
        ])
        let listing = try #require((try mosaic.json(posted) as? [String: Any])?["id"] as? String)
        #expect(try await mosaic.runAsync(["habits", "category", "add", "운동"]).status == 0)
        let goal = ["habits", "goal", "add", "--category", "운동", "--title", "달리기"]
        let closed: [[String]] = [
            ["--lang", "xx", "perfume", "list"], ["perfume", "list", "--storage", "bogus"],
            ["perfume", "list", "--limit", "0"], ["perfume", "list", "--limit", "10001"],
            ["perfume", "export", "--format", "bogus"],
            ["market", "list", "--sort", "bogus"], ["market", "list", "--status", "bogus"],
            ["market", "list", "--category", "cars"], ["market", "status", listing, "bogus"],
            ["apps", "search", "a", "--limit", "0"],
            ["apps", "review", "add", "1", "--rating", "5.5", "--title", "t", "--content", "c"],
            ["apps", "review", "add", "1", "--rating", "0", "--title", "t", "--content", "c"],
            ["photos", "profile", "create", "--nickname", "한결", "--mbti", "ENFP", "--avatar", "12"],
            ["photos", "profile", "create", "--nickname", "한결", "--mbti", "NEFP", "--avatar", "1"],
            ["photos", "search", "forest", "--order", "bogus"], ["photos", "search", "forest", "--color", "bogus"],
            ["photos", "likes", "--order", "bogus"], ["photos", "random", "--content-filter", "medium"],
            ["habits", "certify", "달리기", "--photo", "x.png", "--color", "19"],
            ["habits", "certify", "달리기", "--photo", "x.png", "--style", "bogus"],
            ["habits", "certify"],
        ]
        for arguments in closed {
            let result = try await mosaic.runAsync(arguments)
            #expect(result.status == 64, "\(arguments): \(result.status) \(result.stderr)")
        }
        let unreadable: [[String]] = [
            ["perfume", "list", "--on", "2024-13-01"], ["habits", "album", "--month", "2024-13"],
            goal + ["--days", "bogus"], goal + ["--window", "25:00-26:00"],
            ["market", "post", "--title", "t", "--category", "1", "--description", "d", "--price", "many"],
        ]
        for arguments in unreadable {
            let result = try await mosaic.runAsync(arguments)
            #expect(result.status == 65, "\(arguments): \(result.status) \(result.stderr)")
        }
    }

    @Test("--json=id,title picks fields on every list, as gh's --json does; --fields says the same (#47)")
    func fieldSelection() async throws {
        let mosaic = MosaicBinary()
        _ = try await mosaic.runAsync([
            "perfume", "add", "--brand", "Le Labo", "--name", "Santal 33", "--sentence", "s",
        ])
        _ = try await mosaic.runAsync(["market", "post", "--title", "램프", "--category", "1", "--description", "d"])
        _ = try await mosaic.runAsync(["habits", "category", "add", "운동"])
        _ = try await mosaic.runAsync(["habits", "goal", "add", "--category", "운동", "--title", "달리기"])
        for (command, field, other) in [
            (["perfume", "list"], "brand", "sentence"), (["market", "list"], "title", "description"),
            (["habits", "goal", "list"], "title", "window"), (["habits", "category", "list"], "title", "createdAt"),
        ] {
            let picked = try await mosaic.runAsync(command + ["--json=id,\(field)"])
            #expect(
                picked.status == 0 && picked.stdout.contains("\"\(field)\"") && picked.stdout.contains("\"id\""),
                "\(command)")
            #expect(!picked.stdout.contains("\"\(other)\""), "\(command): \(picked.stdout)")
            let same = try await mosaic.runAsync(command + ["--fields", "id,\(field)"])
            #expect(same.stdout == picked.stdout, "\(command)")
        }
        let unknown = try await mosaic.runAsync(["perfume", "list", "--json=bogus"])
        #expect(unknown.status == 64 && unknown.stderr.contains("no field 'bogus'"))
    }

    @Test("-n N keeps the first N of every list, as jrnl's does; 0 is 64 (#47)")
    func shortLimit() async throws {
        let mosaic = MosaicBinary()
        _ = try await mosaic.runAsync(["habits", "category", "add", "운동"])
        _ = try await mosaic.runAsync(["habits", "category", "add", "공부"])
        for index in 1...3 {
            _ = try await mosaic.runAsync(["perfume", "add", "--brand", "B\(index)", "--name", "n", "--sentence", "s"])
            _ = try await mosaic.runAsync([
                "market", "post", "--title", "t\(index)", "--category", "1", "--description", "d",
            ])
            _ = try await mosaic.runAsync(["habits", "goal", "add", "--category", "운동", "--title", "g\(index)"])
        }
        for command in [
            ["perfume", "list"], ["perfume", "search", "n"], ["market", "list"], ["habits", "goal", "list"],
            ["habits", "category", "list"],
        ] {
            let limited = try await mosaic.runAsync(command + ["-n", "2", "--json"])
            let items = try #require(try mosaic.json(limited) as? [Any], "\(command): \(limited.stderr)")
            #expect(items.count == 2, "\(command)")
            #expect(try await mosaic.runAsync(command + ["-n", "0"]).status == 64, "\(command)")
        }
    }
}
