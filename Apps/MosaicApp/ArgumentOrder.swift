import CommandKit
import Console

/// Lets global options come before the subcommand (`mosaic --json features`) by moving
/// the leading ones to the end, where the subcommand's option group parses them.
///
/// Kept on purpose: ArgumentParser parses an option only at the command that declares
/// it, so without this the root and every group (`mosaic`, `mosaic habits`, `mosaic
/// habits goal`) would each declare the global options, list them in their help, and
/// every leaf would merge up to three copies through `@ParentCommand`. One rewrite of
/// the leading options is smaller than that.
enum ArgumentOrder {
    /// How many arguments the global option at `index` takes up (`--json` 1, `--lang ko` 2,
    /// `--lang=ko` 1), or nil when `arguments[index]` is not one.
    static func globalOptionLength(at index: Int, in arguments: [String]) -> Int? {
        let argument = arguments[index]
        if GlobalOptions.flags.contains(argument) { return 1 }
        let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
        guard GlobalOptions.valueOptions.contains(name) else { return nil }
        return argument.contains("=") ? 1 : min(2, arguments.endIndex - index)
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

    static func globalOptionsLast(_ arguments: [String]) -> [String] {
        var index = arguments.startIndex
        while index < arguments.endIndex, let length = globalOptionLength(at: index, in: arguments) {
            index += length
        }
        let leading = Array(arguments[..<index])
        // `mosaic --json` alone (or with --help/--version) stays as typed.
        guard index < arguments.endIndex, !arguments[index].hasPrefix("-") else { return arguments }
        // After `--` everything is positional (ids may start with `-`): the moved options
        // go just before it.
        let rest = arguments[index...]
        guard let terminator = rest.firstIndex(of: "--") else { return Array(rest) + leading }
        return Array(rest[..<terminator]) + leading + Array(rest[terminator...])
    }
}
