import CommandKit
import Habits

extension CommandContext {
    /// Habits in this run's stores; "today" and windows in the machine's time zone (`TZ`).
    var habits: HabitsRepository {
        get throws { try dependencies.shared { try HabitsRepository(store: $0.records, blobs: $0.blobs, dates: $0.dates, ids: $0.ids) } }
    }
}
