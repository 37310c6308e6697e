import CommandTestSupport
import Foundation
import TestSupport
import Testing

@Suite("mosaic: help, version, features, usage errors")
struct ShellTests {
    let mosaic = MosaicBinary()

    @Test("--help lists the built-in commands and exit codes")
    func help() async throws {
        let result = try await mosaic.runAsync(["--help"])
        #expect(result.status == 0)
        for word in ["features", "doctor", "tour", "--version", "74 I/O", "130 interrupted", "--storage,"] {
            #expect(result.stdout.contains(word), "\(word)")
        }
        #expect(!result.stdout.contains("--store,"), "names only options that exist")
    }

    @Test(
        "a reader that closes stdout early ends the command quietly with 0; an output that cannot be written is 74 (#27)"
    )
    func closedOutput() async throws {
        for index in 0..<5 {
            _ = try await mosaic.runAsync(["perfume", "add", "--brand", "B\(index)", "--name", "N", "--sentence", "S"])
        }
        let script =
            #""$0" perfume list | head -0; echo "list ${PIPESTATUS[0]}"; "$0" perfume list >/dev/full; echo "full $?""#
        let result = try await mosaic.shell(script)
        #expect(result.stdout.contains("list 0"), "\(result.stdout)")
        #expect(result.stdout.contains("full 74"), "\(result.stdout)")
        #expect(!result.stderr.contains("Fatal error") && result.stderr.contains("cannot write the output"))
    }

    @Test("a value that starts with - after an option that takes one is that value, not an unknown option (#27)")
    func dashValues() async throws {
        let date = try await mosaic.runAsync([
            "perfume", "add", "--brand", "B", "--name", "N", "--sentence", "S", "--date", "-1",
        ])
        #expect(date.status == 65 && date.stderr.contains("'-1' is not a date"), "\(date.stderr)")
        let added = try await mosaic.runAsync([
            "perfume", "add", "--brand", "-dash-", "--name", "N", "--sentence", "- 한 마디",
            "--json",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("\"-dash-\"") && added.stdout.contains("- 한 마디"))
    }

    @Test("--version prints the version: the binary answers before parsing, the parser the same")
    func version() async throws {
        for result in [try await mosaic.launch(["--version"]), await mosaic.runInProcess(["--version"])] {
            #expect(result.status == 0)
            #expect(result.stdout == "0.1.0\n")
            #expect(result.stderr.isEmpty)
        }
    }

    @Test("features lists the registered plugins; --json before or after the subcommand parses")
    func features() async throws {
        let human = try await mosaic.runAsync(["features"])
        #expect(human.status == 0)
        for arguments in [["--json", "features"], ["features", "--json"]] {
            let result = try await mosaic.runAsync(arguments)
            #expect(result.status == 0)
            #expect(try mosaic.json(result) is [Any])
        }
    }

    @Test("a global option between the feature and its verb parses (#31): mosaic market --lang ko list")
    func globalOptionBetweenFeatureAndVerb() async throws {
        let korean = try await mosaic.runAsync(["market", "--lang", "ko", "list"])
        #expect(korean.status == 0 && korean.stderr.contains("아직 등록된 글이 없습니다"), "\(korean.stderr)")
        let json = try await mosaic.runAsync(["market", "--json", "list"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(try mosaic.json(json) is [Any])
        // The command's own options still end the rewrite: a title may be "--lang".
        let posted = try await mosaic.runAsync([
            "market", "post", "--title", "--lang", "--category", "1", "--description", "d", "--json",
        ])
        #expect(posted.status == 0 && posted.stdout.contains("\"--lang\""), "\(posted.stderr)")
    }

    @Test("an unknown command or option is a usage error (64) with a hint, never a stack trace")
    func usageErrors() async throws {
        let unknown = try await mosaic.runAsync(["fly"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "error: Unknown command 'fly' for 'mosaic'. See 'mosaic --help'.\n")
        let badStore = try await mosaic.runAsync(["doctor", "--storage", "cloud"])
        #expect(badStore.status == 64)
        let badLanguage = try await mosaic.runAsync(["--lang", "fr", "doctor"])
        #expect(badLanguage.status == 64)
        #expect(
            badLanguage.stderr.contains("'fr' is invalid for '--lang <lang>'") && badLanguage.stderr.contains("'en'"))
        let badFormat = try await mosaic.runAsync(["perfume", "export", "--format", "xml"])
        #expect(badFormat.status == 64 && badFormat.stderr.contains("'json', 'md' or 'csv'"))
        let badSort = try await mosaic.runAsync(["market", "list", "--sort", "cheap"])
        #expect(badSort.status == 64 && badSort.stderr.contains("'newest'") && badSort.stderr.contains("'price'"))
        for result in [unknown, badStore, badLanguage, badFormat, badSort] {
            #expect(!result.stderr.contains("Fatal error"))
        }
    }

    @Test("a value outside an option's closed list or range is a usage error (64) in every feature (#31)")
    func closedListsAreUsageErrors() async throws {
        _ = try await mosaic.runAsync(["photos", "profile", "create", "--nickname", "모자익", "--mbti", "ENFP"])
        for arguments in [
            ["photos", "profile", "edit", "--avatar", "12"], ["photos", "likes", "--order", "bogus"],
            ["photos", "search", "q", "--order", "bogus"], ["photos", "search", "q", "--color", "pink"],
            ["habits", "certify", "x", "--photo", "p.png", "--style", "bogus"],
            ["habits", "certify", "x", "--photo", "p.png", "--color", "19"], ["market", "list", "--category", "cars"],
            ["perfume", "export", "--format", "bogus"], ["perfume", "list", "--limit", "0"],
        ] {
            let result = try await mosaic.runAsync(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
        }
    }

    @Test("usage errors speak the language --lang or the locale asks for, with the usage line (exit 64)")
    func usageErrorsInKorean() async throws {
        let flag = try await mosaic.runAsync(["perfume", "list", "--limit", "0", "--lang", "ko"])
        #expect(
            flag.status == 64 && flag.stderr.contains("--limit 는 1부터 10,000까지입니다 (입력: 0).")
                && flag.stderr.contains("사용법: mosaic perfume list"))
        var korean = mosaic
        korean.environment["LANG"] = "ko_KR.UTF-8"
        let locale = try await korean.runAsync(["--data-dir", " ", "features"])
        #expect(locale.status == 64 && locale.stderr.contains("--data-dir 에는 폴더가 필요합니다."))
        let english = try await mosaic.runAsync(["habits", "photo", "edit", "abc"])
        #expect(english.status == 64 && english.stderr.contains("give one of --color, --style"), "\(english.stderr)")
    }

    @Test("shell completion scripts come from the argument parser")
    func completions() async throws {
        let result = try await mosaic.runAsync(["--generate-completion-script", "zsh"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("#compdef mosaic"))
    }

    @Test("the tour keeps to its throwaway data dir, whatever database MOSAIC_DATABASE_URL names")
    func tourIgnoresTheDatabase() async throws {
        var mosaic = MosaicBinary()
        mosaic.environment["MOSAIC_DATABASE_URL"] = "postgres://nobody@127.0.0.1:1/not_there"
        let result = try await mosaic.runAsync(["tour"])
        #expect(result.status == 0 && result.stderr.contains("Tour finished."), "\(result.stderr)")
    }

    @Test("the tour runs every feature's scenario end to end on a throwaway data dir and narrates each step")
    func tour() async throws {
        let result = try await mosaic.runAsync(["tour"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("$ mosaic features"))
        #expect(result.stderr.contains("$ mosaic doctor"))
        #expect(result.stderr.contains("Tour finished."))
        // Market
        #expect(result.stderr.contains("$ mosaic market post --title"))
        #expect(result.stderr.contains("~ Please enter a post title."))
        #expect(result.stderr.contains("is now reserved"))
        // Perfume
        #expect(result.stderr.contains("$ mosaic perfume add --brand 'Le Labo'"))
        #expect(result.stderr.contains("Please enter the brand."))
        #expect(result.stderr.contains("♥ Wished Le Labo Santal 33"))
        #expect(result.stdout.contains("## Le Labo — Santal 33 ♥"))
        // AppLibrary
        #expect(result.stdout.contains("C++ 튜터 - C++ Tutor"))
        #expect(result.stderr.contains("into the library."))
        #expect(result.stderr.contains("is not in the library."))
        // Photobox
        #expect(result.stderr.contains("Nicknames can't contain numbers."))
        #expect(result.stderr.contains("photo liked!"))
        #expect(result.stdout.contains("Photo by ") && result.stdout.contains("utm_medium=referral"))
        #expect(result.stderr.contains("Deleted the profile and 2 liked photos."))
        // Habits
        #expect(result.stderr.contains("This category already exists."))
        #expect(result.stderr.contains("Certified 물 마시기") && result.stderr.contains("Already certified today."))
        #expect(result.stderr.contains("Deleted the category Reading and 1 goal."))
        #expect(!FileManager.default.fileExists(atPath: mosaic.data.appending("mosaic.sqlite").path))
    }
}
