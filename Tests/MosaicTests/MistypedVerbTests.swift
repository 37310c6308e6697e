import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// A mistyped command is named, with the nearest ones, never blamed on a valid option
/// after it (#31, defect 2).
@Suite("mistyped commands")
struct MistypedVerbTests {
    @Test("a mistyped verb is named with the nearest command, in English and Korean, exit 64")
    func mistypedVerb() async throws {
        let mosaic = MosaicBinary()
        let market = try await mosaic.runAsync(["market", "lisst", "--data-dir", mosaic.data.path])
        #expect(market.status == 64)
        #expect(
            market.stderr
                == "error: Unknown command 'lisst' for 'mosaic market'. Did you mean 'list'? See 'mosaic market --help'.\n"
        )
        let json = try await mosaic.runAsync(["perfume", "lst", "--json"])
        #expect(json.status == 64 && json.stderr.contains("'lst'") && !json.stderr.contains("--json"))
        let korean = try await mosaic.runAsync(["--lang", "ko", "habits", "goall", "add"])
        #expect(korean.status == 64)
        #expect(
            korean.stderr
                == "오류: 'mosaic habits' 에는 'goall' 명령이 없습니다. 'goal' 을(를) 말씀하셨나요? 'mosaic habits --help' 를 보세요.\n")
        let unknown = try await mosaic.runAsync(["bogus"])
        #expect(
            unknown.status == 64
                && unknown.stderr == "error: Unknown command 'bogus' for 'mosaic'. See 'mosaic --help'.\n")
    }

    @Test("a command's own arguments and a group's default command are left to the parser")
    func notAVerb() async throws {
        let mosaic = MosaicBinary()
        let missing = try await mosaic.runAsync(["perfume", "show", "nope"])
        #expect(missing.status == 66)
        let option = try await mosaic.runAsync(["perfume", "list", "--bogus"])
        #expect(option.status == 64 && option.stderr.contains("--bogus"))
    }

    @Test("help takes the global options a person adds out of habit")
    func helpWithOptions() async throws {
        let help = try await MosaicBinary().runAsync(["help", "perfume", "add", "--lang", "ko"])
        #expect(help.status == 0 && help.stdout.contains("사용법: mosaic perfume add"))
    }

    @Test("a group given only global options shows its help in the language asked for, not 'Unknown option' (#47)")
    func groupWithOptionsOnly() async throws {
        let mosaic = MosaicBinary()
        let perfume = try await mosaic.runAsync(["perfume", "--data-dir", mosaic.data.path])
        #expect(
            perfume.status == 0 && perfume.stdout.contains("USAGE: mosaic perfume <subcommand>"), "\(perfume.stderr)")
        let root = try await mosaic.runAsync(["--lang", "ko"])
        #expect(root.status == 0 && root.stdout.contains("개요:") && !root.stderr.contains("알 수 없는 옵션"))
        let goal = try await mosaic.runAsync(["habits", "goal", "--json", "--lang", "ko"])
        #expect(goal.status == 0 && goal.stdout.contains("사용법: mosaic habits goal <subcommand>"), "\(goal.stdout)")
        // A verb's own options still go to the verb; a bad one is still an error.
        #expect(try await mosaic.runAsync(["perfume", "--bogus"]).status == 64)
    }

    @Test("one error prefix whatever the parser: ArgumentParser's errors begin 'error:' as Mosaic's own do (#47)")
    func oneErrorPrefix() async throws {
        let mosaic = MosaicBinary()
        let parser = try await mosaic.runAsync(["perfume", "list", "--limit", "0"])
        let own = try await mosaic.runAsync(["perfume", "show", "nothing"])
        #expect(parser.stderr.hasPrefix("error: ") && own.stderr.hasPrefix("error: "), "\(parser.stderr)")
    }

    @Test("an option's value a parser refuses is said in the language asked for, its reason too (#47)")
    func refusedValuesInKorean() async throws {
        let mosaic = MosaicBinary()
        let order = try await mosaic.runAsync(["photos", "search", "forest", "--order", "인기순", "--lang", "ko"])
        #expect(order.status == 64 && order.stderr.contains("인기순 정렬이 없어요") && !order.stderr.contains("Unsplash search"))
        let limit = try await mosaic.runAsync(["perfume", "list", "--limit", "abc", "--lang", "ko"])
        #expect(limit.status == 64 && limit.stderr.hasPrefix("오류: '--limit <limit>'에 줄 수 없는 값입니다: 'abc'"))
    }
}
