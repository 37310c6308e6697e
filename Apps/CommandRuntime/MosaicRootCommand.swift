import ArgumentParser
import CommandKit
import Console

/// `mosaic`: the root of the command tree. It holds no logic; `MosaicRunner` parses
/// with it and dispatches.
struct MosaicRootCommand: AsyncParsableCommand {
    /// The root's discussion: the features' names, where global options go, the exit codes.
    static func rootDiscussion(_ features: String) -> (en: String, ko: String) {
        (
            en: """
            Features: \(features).
            Global options (--data-dir, --storage, --database-url, --as, --visibility, --json, --lang, --no-color, --no-pager) go before or \
            after the subcommand, or between a feature and its command.
            Exit codes: 0 ok, 64 usage, 65 invalid input, 66 not found, 69 service unavailable, 74 I/O, \
            77 credentials or permission, 130 interrupted (Ctrl-C), 1 other.
            """,
            ko: """
            기능: \(features).
            전역 옵션(--data-dir, --storage, --database-url, --as, --visibility, --json, --lang, --no-color, --no-pager)은 하위 명령 앞이나 뒤, \
            또는 기능과 그 명령 사이에 씁니다.
            종료 코드: 0 정상, 64 사용법 오류, 65 잘못된 입력, 66 찾을 수 없음, 69 서비스를 쓸 수 없음, 74 입출력 오류, \
            77 인증 정보나 권한, 130 중단(Ctrl-C), 1 기타.
            """
        )
    }

    static var configuration: CommandConfiguration {
        let tree = CommandTree.current
        let discussion = tree?.discussion ?? rootDiscussion("")
        return CommandConfiguration(
            commandName: "mosaic",
            abstract: HelpText.localized(
                en: "Five small apps' logic behind one command line.", ko: "다섯 개의 작은 앱을 하나의 명령줄로."),
            discussion: HelpText.localized(en: discussion.en, ko: discussion.ko),
            version: MosaicVersion.current,
            subcommands: parsedSubcommand.map { [$0] } ?? tree?.subcommands ?? []
        )
    }

    /// ArgumentParser answers `--generate-completion-script SHELL` before any parse; declared
    /// here as well so that the root's help lists it and a Tab after it offers the shells.
    @Option(
        name: .customLong("generate-completion-script"), help: shellHelp, completion: .list(["bash", "zsh", "fish"]))
    var completionShell: String?

    private static var shellHelp: ArgumentHelp {
        var help = ArgumentHelp(
            en: "Print the completion script for bash, zsh or fish.", ko: "bash, zsh, fish 의 자동 완성 스크립트를 출력합니다.")
        help.valueName = "shell"
        return help
    }

    /// Parses `arguments` (global options last, as `ArgumentOrder` puts them) into the command
    /// they name.
    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        guard var tree = CommandTree.current else { return try parseAsRoot(arguments) }
        tree.parsing = arguments
        return try CommandTree.$current.withValue(tree) { try parseAsRoot(arguments) }
    }

    /// While a command line parses, the root offers only the subcommand its first word names.
    /// ArgumentParser builds the tree of every command below the root on each parse: a
    /// hundred commands' configurations, each read (and its code paged in) for the first
    /// time, 0.3 ms of a listing. Help pages, usage errors and completion scripts are made
    /// after the parse, from the whole tree; a first word that names no subcommand (an
    /// option, `help`, a typo) parses with the whole tree too.
    private static var parsedSubcommand: (any ParsableCommand.Type)? {
        guard let tree = CommandTree.current, let first = tree.parsing?.first else { return nil }
        return tree.subcommands.first { $0._commandName == first }
    }
}

/// The version `mosaic --version` prints and the HTTP User-Agent carries.
enum MosaicVersion {
    static let current = "0.1.0"
}
