import Console
import Foundation
import Habits

extension CommandContext {
    /// Habits in this run's stores; "today" and windows in the machine's time zone (`TZ`).
    var habits: HabitsRepository {
        HabitsRepository(store: records, blobs: blobs, dates: dates, ids: ids, timeZone: .current)
    }
}
