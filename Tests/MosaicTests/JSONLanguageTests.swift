import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// Issue #12: machine output is the same in every language, byte for byte.
@Suite("--json in every language")
struct JSONLanguageTests {
    @Test("--json id,brand, as gh users type it, is refused with a hint toward --json=id,brand (#60)")
    func jsonFieldsHint() async throws {
        let typed = try await MosaicBinary().runAsync(["perfume", "list", "--json", "id,brand"])
        #expect(typed.status == 64 && typed.stderr.contains("--json=id,brand"), "\(typed.stderr)")
    }

    @Test("every local --json read prints the same bytes under --lang en and --lang ko")
    func sameBytes() async throws {
        var mosaic = MosaicBinary()
        mosaic.environment = ["TZ": "Asia/Seoul", "MOSAIC_NOW": "2024-05-06T03:00:00Z"]
        let setup: [[String]] = [
            ["perfume", "add", "--brand", "b", "--name", "n", "--sentence", "s", "--date", "2024.05.01"],
            ["market", "post", "--title", "t", "--category", "1", "--price", "1만", "--description", "d"],
            ["habits", "category", "add", "건강"],
            ["habits", "goal", "add", "--category", "건강", "--title", "물", "--days", "mon,wed,fri,sat"],
        ]
        for command in setup { #expect(try await mosaic.runAsync(command).status == 0, "\(command)") }
        let goal = try #require(
            (try mosaic.json(try await mosaic.runAsync(["habits", "goal", "list", "--json"])) as? [[String: Any]])?
                .first?["id"] as? String)
        let reads: [[String]] = [
            ["perfume", "list"], ["perfume", "search", "n"], ["market", "list"], ["market", "categories"],
            ["habits", "category", "list"], ["habits", "goal", "list"], ["habits", "goal", "show", goal],
            ["habits", "due"],
            ["habits", "album"], ["habits", "stamps"], ["features"],
        ]
        for command in reads {
            let english = try await mosaic.runAsync(command + ["--json", "--lang", "en"])
            let korean = try await mosaic.runAsync(command + ["--json", "--lang", "ko"])
            #expect(english.status == 0 && !english.stdout.isEmpty, "\(command): \(english.stderr)")
            #expect(english.stdout == korean.stdout, "\(command)")
        }
    }
}
