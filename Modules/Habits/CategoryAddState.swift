import Core

/// The category sheet after a change.
public struct CategoryAddState: Sendable, Equatable {
    public var title = ""
    /// Shows "이미 존재하는 카테고리 입니다." under the field.
    public var isDuplicate = false

    public init(title: String = "", isDuplicate: Bool = false) {
        self.title = title
        self.isDuplicate = isDuplicate
    }

    public var warning: Message? { isDuplicate ? HabitsMessages.duplicateCategory : nil }
    public var canSave: Bool { !title.trimmingWhitespace.isEmpty && !isDuplicate }
}
