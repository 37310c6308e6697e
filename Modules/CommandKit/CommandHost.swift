/// Where commands get their context: the composition root installs one around each run
/// (`CommandHost.$current.withValue`), so a command needs no wiring of its own.
public struct CommandHost: Sendable {
    /// The host of the command running on this task.
    @TaskLocal public static var current: CommandHost?

    /// The environment the command line runs in (for the language of usage errors).
    public let environment: [String: String]
    /// Builds the context for a command's global options.
    public let context: @Sendable (GlobalOptions) throws -> CommandContext
    /// What a shell's Tab offers for an argument naming a record of a collection: the words
    /// of the command line (its `--data-dir`), the collection, the prefix typed, and the
    /// field holding a title the argument also takes (`RecordCompletion`).
    public let complete:
        @Sendable (_ words: [String], _ collection: String, _ prefix: String, _ titleField: String?) ->
            [String]

    public init(
        environment: [String: String], context: @escaping @Sendable (GlobalOptions) throws -> CommandContext,
        complete:
            @escaping @Sendable (_ words: [String], _ collection: String, _ prefix: String, _ titleField: String?)
            -> [String] = { _, _, _, _ in [] }
    ) {
        self.environment = environment
        self.context = context
        self.complete = complete
    }
}
