import Console
import Core
import FeatureContract
import Persistence

/// The column a list adds once a household has two members: who sees each row's record
/// ("가족 모두 · 엄마", "나만"). Without marks (a household of one) there is none, and the
/// list prints as it always did.
public struct SharingColumn: Sendable {
    let marks: [String: SharingMarks.Mark]
    let io: TerminalIO

    /// The column of `records`' marks, as the member who acts may see them.
    public init<R: Record>(for records: [R], in context: CommandContext) async {
        marks = await context.dependencies.sharing.marks(for: records)
        io = context.io
    }

    /// The header to add, or none.
    public var columns: [TextTable.Column] {
        marks.isEmpty ? [] : [.init(io.text(Message(en: "WHO SEES", ko: "누가 봐요")), maxWidth: 24)]
    }

    /// The cell to add for the record with `id`, or none.
    public func cells(_ id: String) -> [String] {
        marks.isEmpty ? [] : [marks[id].map { io.text($0.label) } ?? ""]
    }
}
