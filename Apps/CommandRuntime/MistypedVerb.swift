import ArgumentParser
import Core

/// A word where a command was expected that names none (`mosaic market lisst`).
/// ArgumentParser would then blame the next valid option ("Unknown option '--data-dir'");
/// this names the word, the command it was typed after, and the nearest commands.
struct MistypedVerb: Equatable {
    /// What was typed.
    let typed: String
    /// The command it followed (`mosaic market`).
    let command: String
    /// The commands it is nearest to, nearest first.
    let suggestions: [String]

    /// The first word of `arguments` that is not a command of the group it follows, or
    /// nil when every word is (or the words are a command's own arguments).
    static func find(in arguments: [String], root: any ParsableCommand.Type = MosaicRootCommand.self) -> MistypedVerb? {
        var group = root
        var path = ["mosaic"]
        var index = arguments.startIndex
        while index < arguments.endIndex {
            if let length = ArgumentOrder.globalOptionLength(at: index, in: arguments) {
                index += length
                continue
            }
            let argument = arguments[index]
            let configuration = group.configuration
            // An option, a leaf's own arguments, or a group that passes words to its default
            // command: ArgumentParser's own message says it best.
            guard !argument.hasPrefix("-"), !configuration.subcommands.isEmpty, configuration.defaultSubcommand == nil
            else { return nil }
            if path.count == 1, argument == "help" { return nil }
            guard
                let next = configuration.subcommands.first(where: {
                    $0._commandName == argument || $0.configuration.aliases.contains(argument)
                })
            else {
                let names = configuration.subcommands.map { $0._commandName }
                return MistypedVerb(
                    typed: argument, command: path.joined(separator: " "), suggestions: nearest(to: argument, in: names)
                )
            }
            group = next
            path.append(argument)
            index += 1
        }
        return nil
    }

    /// The names within a small edit distance of `typed` (or starting with it), nearest first.
    static func nearest(to typed: String, in names: [String]) -> [String] {
        let typed = typed.lowercased()
        let scored = names.map { name in (name, distance(typed, name.lowercased())) }
        let limit = max(2, typed.count / 3)
        return scored.filter { $0.1 <= limit || $0.0.hasPrefix(typed) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
    }

    /// Levenshtein distance.
    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// What the person is told, in their language.
    var message: Message {
        let suggestion = suggestions.first
        return Message(
            en: "Unknown command '\(typed)' for '\(command)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
                + " See '\(command) --help'.",
            ko: "'\(command)' 에는 '\(typed)' 명령이 없습니다." + (suggestion.map { " '\($0)' 을(를) 말씀하셨나요?" } ?? "")
                + " '\(command) --help' 를 보세요.")
    }
}
