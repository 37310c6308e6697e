/// Where commands get their context: the composition root installs one around each run
/// (`CommandHost.$current.withValue`), so a command needs no wiring of its own.
public struct CommandHost: Sendable {
    /// The host of the command running on this task.
    @TaskLocal public static var current: CommandHost?

    /// Builds the context for a command's global options.
    public let context: @Sendable (GlobalOptions) throws -> CommandContext

    public init(context: @escaping @Sendable (GlobalOptions) throws -> CommandContext) {
        self.context = context
    }
}
