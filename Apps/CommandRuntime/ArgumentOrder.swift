import CommandKit
import Console

/// Lets global options come before the subcommand (`mosaic --json features`, `mosaic
/// market --lang ko list`) by moving them to the end, where the subcommand's option group
/// parses them.
///
/// Kept on purpose: ArgumentParser parses an option only at the command that declares
/// it, so without this the root and every group (`mosaic`, `mosaic habits`, `mosaic
/// habits goal`) would each declare the global options, list them in their help, and
/// every leaf would merge up to three copies through `@ParentCommand`. One rewrite of
/// the options before the command's own is smaller than that.
enum ArgumentOrder {
    /// How many arguments the global option at `index` takes up (`--json` 1, `--lang ko` 2,
    /// `--lang=ko` 1), or nil when `arguments[index]` is not one.
    static func globalOptionLength(at index: Int, in arguments: [String]) -> Int? {
        let argument = arguments[index]
        if GlobalOptions.flags.contains(argument) || argument.hasPrefix("--json=") { return 1 }
        let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
        guard GlobalOptions.valueOptions.contains(name) else { return nil }
        return argument.contains("=") ? 1 : min(2, arguments.endIndex - index)
    }

    /// `arguments` with `-` after a long-text option given no value (last, or followed only
    /// by a global option: `mosaic perfume add … --notes`), which means "compose it" (`LongText`).
    static func composingLongText(_ arguments: [String]) -> [String] {
        var result: [String] = []
        for (index, argument) in arguments.enumerated() {
            // gh's `--json=id,brand`: JSON with those fields.
            if argument.hasPrefix("--json=") {
                result += ["--json", "--fields", String(argument.dropFirst("--json=".count))]
                continue
            }
            result.append(argument)
            guard LongText.options.contains(argument) else { continue }
            let next = index + 1
            if next == arguments.endIndex || globalOptionLength(at: next, in: arguments) != nil {
                result.append(LongText.compose)
            }
        }
        return result
    }

    /// `arguments` without the global options and their values (`mosaic help perfume add
    /// --lang ko`: the help command takes none, but a person adds them out of habit).
    static func withoutGlobalOptions(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            if let length = globalOptionLength(at: index, in: arguments) {
                index += length
            } else {
                kept.append(arguments[index])
                index += 1
            }
        }
        return kept
    }

    /// `arguments` with the global options given before the first option of the command (in
    /// front of the feature, `mosaic --json market list`, or between the feature and its
    /// verb, `mosaic market --lang ko list`) moved to the end, where the command's option
    /// group parses them; before a `--`, after which everything is positional.
    static func globalOptionsLast(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var moved: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            if let length = globalOptionLength(at: index, in: arguments) {
                moved += arguments[index..<index + length]
                index += length
            } else if arguments[index].hasPrefix("-") {
                break  // The command's own options start here; what follows is the command's.
            } else {
                kept.append(arguments[index])
                index += 1
            }
        }
        // `mosaic --json` alone (or with --help/--version) stays as typed.
        guard !kept.isEmpty, !moved.isEmpty else { return arguments }
        let rest = arguments[index...]
        guard let terminator = rest.firstIndex(of: "--") else { return kept + Array(rest) + moved }
        return kept + Array(rest[..<terminator]) + moved + Array(rest[terminator...])
    }
}
