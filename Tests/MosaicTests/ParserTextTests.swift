import CommandTestSupport
import Console
import Foundation
import TestSupport
import Testing

@testable import CommandRuntime

/// Issue #31, defect 3: under Korean, help pages and usage errors are Korean, ArgumentParser's
/// own sentences included. One case per sentence it writes, so an upgrade that rewords one
/// fails here instead of going English.
@Suite("Korean usage errors")
struct ParserTextTests {
    @Test(
        "each of ArgumentParser's sentences reads in Korean",
        arguments: [
            ("Error: Unknown option '--limt'. Did you mean '--limit'?", "오류: 알 수 없는 옵션입니다: '--limt'. '--limit' 말씀인가요?"),
            ("Error: Unknown option '--bogus'", "오류: 알 수 없는 옵션입니다: '--bogus'"),
            ("Error: Missing value for '--sort <sort>'", "오류: 값이 없습니다: '--sort <sort>'"),
            (
                "Error: The option '--json' does not take any value, but 'x' was specified.",
                "오류: '--json' 옵션은 값을 받지 않습니다: 'x'"
            ),
            ("Error: Unexpected argument 'a'", "오류: 예상하지 못한 인자입니다: 'a'"),
            ("Error: 2 unexpected arguments: 'a', 'b'", "오류: 예상하지 못한 인자 2개: 'a', 'b'"),
            ("Error: Missing expected argument '<id>'", "오류: 필요한 인자가 없습니다: '<id>'"),
            ("Error: Missing one of: '--a', '--b'", "오류: 다음 중 하나가 필요합니다: '--a', '--b'"),
            ("Error: Missing required subcommand.", "오류: 하위 명령이 필요합니다."),
            ("Error: Invalid option: -", "오류: 잘못된 옵션입니다: -"),
            (
                "Error: The value 'x' is invalid for '--sort <sort>'. Please provide one of 'newest' and 'price'.",
                "오류: '--sort <sort>'에 줄 수 없는 값입니다: 'x'. 다음 중 하나를 주세요: 'newest', 'price'"
            ),
            (
                "Error: The value 'x' is invalid for '--c <c>'. Please provide one of 'a', 'b' or 'c'.",
                "오류: '--c <c>'에 줄 수 없는 값입니다: 'x'. 다음 중 하나를 주세요: 'a', 'b', 'c'"
            ),
            (
                "Error: The value 'x' is invalid for '--c <c>'. Please provide one of the following:",
                "오류: '--c <c>'에 줄 수 없는 값입니다: 'x'. 다음 중 하나를 주세요:"
            ),
            ("Error: The value 'x' is invalid for '<n>': not a number", "오류: '<n>'에 줄 수 없는 값입니다: 'x': not a number"),
            ("Error: The value 'abc' is invalid for '--limit <limit>'", "오류: '--limit <limit>'에 줄 수 없는 값입니다: 'abc'"),
            ("Help:  --sort <sort>  newest (default)", "도움말:  --sort <sort>  newest (기본)"),
            ("Usage: mosaic market list <options>", "사용법: mosaic market list <options>"),
            ("  See 'mosaic market list --help' for more information.", "  자세히 보기: 'mosaic market list --help'"),
            ("  See 'mosaic help <subcommand>' for detailed help.", "  자세한 도움말: 'mosaic help <subcommand>'"),
            ("  -h, --help              Show help information.", "  -h, --help              도움말을 보여 줍니다."),
            ("  --limit <n>   Most. (default: 50)", "  --limit <n>   Most. (기본값: 50)"),
            ("  --lang <lang>   Language. (values: en, ko)", "  --lang <lang>   Language. (값: en, ko)"),
        ])
    func sentence(english: String, korean: String) {
        #expect(ParserText.translated(english, to: .korean) == korean)
        #expect(ParserText.translated(english, to: .english) == english)
    }

    @Test("a usage error under --lang ko or a Korean LANG is Korean, with the usage line, exit 64")
    func koreanUsageError() async throws {
        let mosaic = MosaicBinary()
        let sort = try await mosaic.runAsync(["market", "list", "--sort", "bogus", "--lang", "ko"])
        #expect(sort.status == 64)
        #expect(
            sort.stderr == """
                오류: '--sort <sort>'에 줄 수 없는 값입니다: 'bogus'. 다음 중 하나를 주세요:
                'newest', 'price'
                도움말:  --sort <sort>  newest(기본값) 또는 price(싼 순).
                사용법: mosaic market list <options>
                  자세히 보기: 'mosaic market list --help'

                """)
        var korean = MosaicBinary()
        korean.environment["LANG"] = "ko_KR.UTF-8"
        let missing = try await korean.runAsync(["perfume", "show"])
        #expect(missing.status == 64 && missing.stderr.hasPrefix("오류: 필요한 인자가 없습니다: '<id>'\n"))
        let help = try await korean.runAsync(["perfume", "add", "--help"])
        #expect(help.status == 0 && help.stdout.contains("  --brand <brand>         브랜드(필수).\n"))
        #expect(help.stdout.hasPrefix("개요: 시향지를 추가합니다.\n\n사용법: mosaic perfume add <options>\n\n옵션:\n"))
    }

    @Test("Korean help is wrapped by display width: a Hangul syllable takes two columns")
    func wrappedByDisplayWidth() async throws {
        var mosaic = MosaicBinary()
        mosaic.environment["COLUMNS"] = "60"
        let help = try await mosaic.runAsync(["perfume", "search", "--help", "--lang", "ko"])
        let lines = help.stdout.split(separator: "\n")
        #expect(
            lines.allSatisfy {
                DisplayWidth.of(String($0)) <= 60 || !$0.trimmingCharacters(in: .whitespaces).contains(" ")
            }, "\(lines)")
        #expect(
            help.stdout.contains("  -n, --limit <limit>     최대 결과 수, 1–10,000. (기본값:\n                          50)"))
    }
}
