import AppLibrary
import Console

extension CommandContext {
    /// The library and reviews of this run's store.
    var library: LibraryRepository {
        LibraryRepository(store: records, dates: dates, ids: ids)
    }

    /// The iTunes API at `MOSAIC_ITUNES_URL` (default: the real one).
    func itunes() throws -> ITunesClient {
        try ITunesClient(http: http, environment: environment)
    }
}
