import Core

extension UnsplashClient {
    /// The search's results from the API's page `first` through `last`, one batch a page,
    /// stopping at the search's last page: the paging rule both fronts use (the command's
    /// `--page`/`--pages`, a link to `?page=3`, and the web's next page as the grid ends).
    /// An empty query is refused before anything is sent.
    public func search(_ query: PhotoQuery, pages first: Int, through last: Int) -> AsyncThrowingStream<
        PhotoSearchBatch, any Error
    > {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    var page = first
                    while true {
                        let results = try await search(query, page: page)
                        let more = page < last && page < results.totalPages
                        continuation.yield(PhotoSearchBatch(page: page, results: results, isLast: !more))
                        guard more, !Task.isCancelled else { break }
                        page += 1
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
