import Core
import Synchronization

/// One interactive command's screen: the terminal's counterpart of the web's `LiveSession`.
/// The command takes its view-model's inputs from here (`input()`, fed as the person types,
/// picks or confirms) and connects the view-model with `transform`; when the command ends
/// (`CommandContext.withScreen` returns or throws) every input is finished and every task
/// the view-model started is cancelled and waited for, so nothing outlives the command.
public final class CommandScreen: Sendable {
    /// What a closed screen had: how many inputs it finished and how many tasks it ended.
    public struct Report: Sendable, Equatable {
        /// Inputs the command took, all finished.
        public let inputs: Int
        /// Tasks the view-model started, all ended.
        public let tasks: Int
    }

    private let scope = ScreenScope()
    private let finishers = Mutex<[@Sendable () -> Void]>([])

    init() {}

    /// A new input of the view-model; it is finished when the screen closes.
    public func input<Value: Sendable>(_ type: Value.Type = Value.self) -> EventRelay<Value> {
        let relay = EventRelay<Value>()
        finishers.withLock { $0.append { relay.finish() } }
        return relay
    }

    /// Connects `viewModel` to `input`; its tasks last until the screen closes.
    public func transform<Model: ViewModel>(_ viewModel: Model, _ input: Model.Input) -> Model.Output {
        scope.run { viewModel.transform(input) }
    }

    func close() async -> Report {
        let finishers = finishers.withLock { $0 }
        for finish in finishers { finish() }
        await scope.closeAndWait()
        return Report(inputs: finishers.count, tasks: scope.taskCount)
    }
}

extension CommandContext {
    /// Runs `body` with a screen for the command's view-model, and closes it when `body`
    /// returns or throws: its inputs finish and its tasks end before the command does.
    public func withScreen<Result>(_ body: (CommandScreen) async throws -> Result) async throws -> Result {
        let screen = CommandScreen()
        do {
            let result = try await body(screen)
            closedScreens.append(await screen.close())
            return result
        } catch {
            closedScreens.append(await screen.close())
            throw error
        }
    }
}
