import Console
import Perfume

extension CommandContext {
    /// The journal of this run's stores.
    var perfumes: PerfumeRepository {
        PerfumeRepository(store: records, blobs: blobs, dates: dates, ids: ids)
    }
}
