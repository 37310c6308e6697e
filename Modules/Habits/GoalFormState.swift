import Core

/// The goal add/edit screen after a change.
public struct GoalFormState: Sendable, Equatable {
    public var form: GoalForm
    public var selection: PeriodSelection
    /// Why Save is disabled, in field order.
    public var problems: [Message] = []

    public var canSave: Bool { problems.isEmpty }

    /// What is wrong with the title: empty, or taken in the category.
    public var titleProblem: Message? {
        problems.first { $0 == HabitsMessages.emptyTitle || $0 == HabitsMessages.duplicateGoal }
    }

    /// "2024-05-01 ~ 2024-05-31", or "목표 기간을 설정하세요." before one is picked.
    public var periodText: Message {
        guard let period = form.period else { return HabitsMessages.periodPlaceholder }
        return Message(en: period.summary, ko: period.summary)
    }

    /// "매일\n오전 9시 ~ 오후 9시", the time sheet's preview.
    public var timeText: Message {
        Message(
            en: "\(form.schedule.summary.english)\n\(form.window.summary.english)",
            ko: "\(form.schedule.summary.korean)\n\(form.window.summary.korean)")
    }
}
