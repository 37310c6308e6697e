import Core

/// Goal add and edit: Save is enabled only when the form is valid (a title new in its
/// category, a period picked by the calendar's rules, at least one day); saving is
/// throttled 400 ms so a double tap saves once.
public final class GoalFormViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The title field after each change.
        public var title: AsyncStream<String>
        /// The subtitle field after each change.
        public var subtitle: AsyncStream<String>
        /// A day was tapped on the period calendar.
        public var dayTap: AsyncStream<CalendarDay>
        /// The time slider settled on a window.
        public var window: AsyncStream<CertificationWindow>
        /// A weekday was toggled (on a goal of some times a week or month, it becomes a goal of
        /// that weekday).
        public var weekdayTap: AsyncStream<Weekday>
        /// How often was picked: some times a week or month, or nil for fixed weekdays (those
        /// picked before, or every day after a count).
        public var count: AsyncStream<GoalSchedule?>
        /// The measure picked: a unit and a target, or nil for a goal a photo alone certifies.
        public var measure: AsyncStream<GoalMeasure?>
        /// Who keeps a new goal: the household (anyone, each) or nil for one's own.
        public var keptBy: AsyncStream<GoalKeepers?>
        /// Save was tapped.
        public var save: AsyncStream<Void>

        public init(
            title: AsyncStream<String> = .finished, subtitle: AsyncStream<String> = .finished,
            dayTap: AsyncStream<CalendarDay> = .finished, window: AsyncStream<CertificationWindow> = .finished,
            weekdayTap: AsyncStream<Weekday> = .finished, count: AsyncStream<GoalSchedule?> = .finished,
            measure: AsyncStream<GoalMeasure?> = .finished, keptBy: AsyncStream<GoalKeepers?> = .finished,
            save: AsyncStream<Void> = .finished
        ) {
            self.keptBy = keptBy
            self.title = title
            self.subtitle = subtitle
            self.dayTap = dayTap
            self.window = window
            self.weekdayTap = weekdayTap
            self.count = count
            self.measure = measure
            self.save = save
        }
    }

    public struct Output: Sendable {
        /// The screen after every change.
        public let state: AsyncStream<GoalFormState>
        /// The goal was saved (the screen closes).
        public let saved: AsyncStream<Goal>
        /// Why saving failed.
        public let failure: AsyncStream<UserError>
    }

    private let repository: HabitsRepository
    private let clock: any Clock<Duration>
    private let editing: Goal?
    private let otherTitles: [String]
    private let state: StateRelay<GoalFormState>
    private let saved = EventRelay<Goal>()
    private let failures = EventRelay<UserError>()

    /// `editing` is the goal being edited, nil to add one to `category`; `otherTitles`
    /// are the titles of the category's other goals; `initial` pre-fills the form (flags
    /// given on the command line) instead of the goal or an empty form.
    public init(
        repository: HabitsRepository, clock: any Clock<Duration>, category: HabitCategory, editing: Goal? = nil,
        otherTitles: [String], initial: GoalForm? = nil
    ) {
        self.repository = repository
        self.clock = clock
        self.editing = editing
        self.otherTitles = otherTitles
        let form = initial ?? editing.map(GoalForm.init) ?? GoalForm(categoryID: category.id)
        state = StateRelay(
            GoalFormState(form: form, selection: PeriodSelection(today: repository.today, period: form.period)))
        state.update { $0.problems = repository.problems(form, editing: editing, otherTitles: otherTitles) }
    }

    public func transform(_ input: Input) -> Output {
        let (repository, editing, saved, failures) = (repository, editing, saved, failures)
        Task.onScreen { for await text in input.title { self.change { $0.form.title = text } } }
        Task.onScreen { for await text in input.subtitle { self.change { $0.form.subtitle = text } } }
        Task.onScreen {
            for await day in input.dayTap {
                self.change { state in
                    state.selection.tap(day)
                    state.form.period = state.selection.period
                }
            }
        }
        Task.onScreen { for await window in input.window { self.change { $0.form.window = window } } }
        Task.onScreen { for await day in input.weekdayTap { self.change { $0.form.schedule.toggle(day) } } }
        Task.onScreen { for await measure in input.measure { self.change { $0.form.measure = measure } } }
        Task.onScreen { for await keptBy in input.keptBy { self.change { $0.form.keptBy = keptBy } } }
        Task.onScreen {
            for await count in input.count {
                self.change { state in
                    if let count {
                        state.form.schedule = count
                    } else if state.form.schedule.weekdays == nil {
                        state.form.schedule = .everyDay
                    }
                }
            }
        }
        Task.onScreen {
            for await _ in input.save.throttle(for: .milliseconds(400), clock: self.clock, latest: false) {
                // A screen disables Save; a front that cannot (a command line) hears why.
                guard self.state.value.canSave else {
                    failures.accept(
                        UserError(
                            HabitsMessages.goalInvalid, category: .invalidInput, details: self.state.value.problems))
                    continue
                }
                do {
                    let form = self.state.value.form
                    if let editing {
                        saved.accept(try await repository.updateGoal(editing, with: form))
                    } else {
                        saved.accept(try await repository.addGoal(form))
                    }
                } catch {
                    failures.accept(UserError.from(error))
                }
            }
        }
        return Output(state: state.values(), saved: saved.values(), failure: failures.values())
    }

    private func change(_ body: (inout GoalFormState) -> Void) {
        state.update { state in
            body(&state)
            state.problems = repository.problems(state.form, editing: editing, otherTitles: otherTitles)
        }
    }
}
