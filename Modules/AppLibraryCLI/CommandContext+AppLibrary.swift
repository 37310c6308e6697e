import AppLibrary
import CommandKit
import Core

extension CommandContext {
    /// The library and reviews of this run's store.
    var library: LibraryRepository {
        get throws { try dependencies.shared { try LibraryRepository(store: $0.records, dates: $0.dates, ids: $0.ids) } }
    }

    /// The iTunes API at `MOSAIC_ITUNES_URL` (default: the real one).
    func itunes() throws -> ITunesClient {
        try dependencies.shared { dependencies throws(UserError) in
            ITunesClient(http: dependencies.http, baseURL: try dependencies.services.itunesBaseURL.get() ?? ITunesClient.defaultBaseURL)
        }
    }
}
