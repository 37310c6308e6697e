import Core

/// Goal detail: the goal, its progress and streaks, live; the certify area opens the
/// camera only when the rules allow it now, otherwise it says which rule failed.
public final class GoalDetailViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The certify area was tapped.
        public var certifyTap: AsyncStream<Void>

        public init(certifyTap: AsyncStream<Void> = .finished) {
            self.certifyTap = certifyTap
        }
    }

    public struct Output: Sendable {
        /// The screen after every change.
        public let state: AsyncStream<GoalDetailState>
        /// Open the camera.
        public let openCamera: AsyncStream<Void>
        /// Why certifying is not allowed now, or why reading failed.
        public let failure: AsyncStream<UserError>
    }

    private let goalID: String
    private let repository: HabitsRepository
    private let clock: any Clock<Duration>

    public init(goalID: String, repository: HabitsRepository, clock: any Clock<Duration>) {
        self.goalID = goalID
        self.repository = repository
        self.clock = clock
    }

    public func transform(_ input: Input) -> Output {
        let (goalID, repository) = (goalID, repository)
        let state = StateRelay<GoalDetailState?>(nil)
        let camera = EventRelay<Void>()
        let failures = EventRelay<UserError>()
        Task {
            for await _ in repository.changes() {
                do {
                    let goal = try await repository.goal(goalID)
                    state.accept(GoalDetailState(goal: goal, progress: try await repository.progress(of: goal),
                                                 rule: try await repository.rule(for: goal),
                                                 certifiedDays: try await repository.certifiedDays(goal.id)))
                } catch {
                    failures.accept(UserError.from(error))
                }
            }
        }
        Task {
            for await _ in input.certifyTap.throttle(for: .milliseconds(400), clock: clock, latest: false) {
                do {
                    let goal = try await repository.goal(goalID)
                    let rule = try await repository.rule(for: goal)
                    if rule == .allowed {
                        camera.accept()
                    } else {
                        failures.accept(UserError(rule.message(goal), category: .invalidInput))
                    }
                } catch {
                    failures.accept(UserError.from(error))
                }
            }
        }
        return Output(state: state.values().compactMapStream { $0 }.removeDuplicates().asStream(),
                      openCamera: camera.values(), failure: failures.values())
    }
}
