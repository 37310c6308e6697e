import ArgumentParser
import Core

/// `-n N` / `--limit N` on a list, as jrnl has it: at most N items, the first N in the
/// list's order; 1 to 10,000, else a usage error (64).
public struct ListLimit: ParsableArguments {
    @Option(
        name: [.customShort("n"), .customLong("limit")], parsing: .unconditional,
        help: .init(en: "At most this many, 1–10,000.", ko: "최대 개수, 1–10,000."))
    public var count: Int?

    public init() {}

    public func validate() throws {
        if let count, !OptionRange.listLimit.contains(count) {
            throw ValidationError(
                CommandMessages.outOfRange("--limit", OptionRange.listLimit, count).text(HelpText.language))
        }
    }

    /// The first `count` of `items` (all of them without a limit).
    public func prefix<Items: Collection>(_ items: Items) -> [Items.Element] {
        Array(count.map { items.prefix($0) } ?? items[...])
    }
}
