import Synchronization

/// The screens a run's commands opened, each as it closed: how many inputs it finished and
/// how many tasks it ended. The runtime keeps one per run, so a run can show that nothing
/// of a command's view-model outlived the command.
public final class ClosedScreens: Sendable {
    private let reports = Mutex<[CommandScreen.Report]>([])

    public init() {}

    /// Every screen closed so far, in the order they closed.
    public var all: [CommandScreen.Report] { reports.withLock { $0 } }

    func append(_ report: CommandScreen.Report) {
        reports.withLock { $0.append(report) }
    }
}
