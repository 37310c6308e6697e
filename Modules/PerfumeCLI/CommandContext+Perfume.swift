import CommandKit
import Perfume

extension CommandContext {
    /// The journal of this run's stores.
    var perfumes: PerfumeRepository {
        get throws { try dependencies.shared { try PerfumeRepository(store: $0.records, blobs: $0.blobs, dates: $0.dates, ids: $0.ids) } }
    }
}
