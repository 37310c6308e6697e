/// Where commands get their context: the composition root installs one around each run
/// (`CommandHost.$current.withValue`), so a command needs no wiring of its own.
public struct CommandHost: Sendable {
    /// The host of the command running on this task.
    @TaskLocal public static var current: CommandHost?

    /// The environment the command line runs in (for the language of usage errors).
    public let environment: [String: String]
    /// Builds the context for a command's global options.
    public let context: @Sendable (GlobalOptions) throws -> CommandContext

    public init(environment: [String: String], context: @escaping @Sendable (GlobalOptions) throws -> CommandContext) {
        self.environment = environment
        self.context = context
    }
}
