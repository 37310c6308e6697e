import Core
import Foundation
import Persistence

/// The library and the local reviews in the record store.
public struct LibraryRepository: Sendable {
    let store: any RecordStore
    let dates: DateProvider
    let ids: IDProvider

    public init(store: any RecordStore, dates: DateProvider, ids: IDProvider) {
        self.store = store
        self.dates = dates
        self.ids = ids
    }

    /// What "받기" did: put the app in the library, or refresh the snapshot already there.
    public enum GetOutcome: Sendable, Equatable {
        case added(LibraryApp)
        case refreshed(LibraryApp)

        public var app: LibraryApp {
            switch self {
            case .added(let app), .refreshed(let app): app
            }
        }
    }

    /// "받기": saves a snapshot of the app (again, if it is there: the snapshot is refreshed).
    @discardableResult
    public func get(_ app: StoreApp) async throws -> GetOutcome {
        let saved = LibraryApp(app: app, savedAt: dates.now())
        return try await store.write { writer in
            let existed = try writer.fetch(LibraryApp.self, id: saved.id) != nil
            try writer.save(saved)
            return existed ? .refreshed(saved) : .added(saved)
        }
    }

    /// "삭제": removes the app, and its local reviews when asked. An app that is not
    /// there is not found (exit 66), never a crash (seed bug 5).
    public func remove(id: AppID, withReviews: Bool = false) async throws -> LibraryApp {
        try await store.write { writer in
            guard let app = try writer.fetch(LibraryApp.self, id: id) else {
                // The seed's words for removing what is not there (#31), and which app.
                throw UserError(
                    AppLibraryMessages.alreadyDeleted, category: .notFound,
                    details: [AppLibraryMessages.notInLibrary(id.rawValue)])
            }
            try writer.delete(LibraryApp.self, id: id)
            if withReviews {
                try writer.deleteAll(
                    RecordQuery<AppReview>().filter(AppReview.Fields.appID, equals: .string(id.rawValue)))
            }
            return app
        }
    }

    /// Puts a removed app back as it was (Undo).
    public func restore(_ app: LibraryApp) async throws {
        try await store.save(app)
    }

    /// The saved app; not found (66) when it is not in the library.
    public func app(id: AppID) async throws -> LibraryApp {
        guard let app = try await saved(id: id) else {
            throw UserError(AppLibraryMessages.notInLibrary(id.rawValue), category: .notFound)
        }
        return app
    }

    /// The saved app, or nil.
    public func saved(id: AppID) async throws -> LibraryApp? {
        try await store.fetch(LibraryApp.self, id: id)
    }

    /// Which of `ids` are in the library: one query, whatever the library's length.
    public func savedIDs(among ids: [AppID]) async throws -> Set<AppID> {
        guard !ids.isEmpty else { return [] }
        return Set(try await store.read { try $0.fetch(LibraryApp.self, ids: ids) }.map(\.id))
    }

    /// Library apps, newest first; `search` matches names and sellers ignoring case (Hangul
    /// included); `genre` keeps one genre: Apple's id (`6017`), its name in English or Korean
    /// in any case whatever the storefront, a stored name, or "기타"/"Other" for apps without one.
    public func apps(search: String = "", genre: String? = nil) async throws -> [LibraryApp] {
        let query = try RecordQuery<LibraryApp>().containing(text: search.trimmingWhitespace)
        var apps = try await store.fetch(query.sorted(by: .descending(LibraryApp.Fields.savedAt)))
        if let genre = genre?.trimmingWhitespace, !genre.isEmpty {
            let known = AppGenre.find(genre)
            apps = apps.filter { app in
                let name = app.app.primaryGenre ?? ""
                if name.isEmpty { return Self.isOther(genre) }
                return known?.contains(id: app.app.primaryGenreID, name: name)
                    ?? (name.lowercased() == genre.lowercased())
            }
        }
        return apps
    }

    /// The first `limit` library apps whose name or seller holds `search`, in shelf order
    /// (genres by name, "Other" last, each newest first), read from the store alone, so a page
    /// of a long library reads a page.
    public func shelf(search: String = "", limit: Int) async throws -> [LibraryApp] {
        let query = try RecordQuery<LibraryApp>().containing(text: search.trimmingWhitespace)
        let genre = LibraryApp.Fields.primaryGenre
        let named = try await store.fetch(
            query.filter(.notEquals(genre, .null)).filter(.notEquals(genre, "")).sorted(
                by: .ascending(genre), .descending(LibraryApp.Fields.savedAt)
            ).limit(limit))
        guard named.count < limit else { return named }
        // "Other": no genre, or an empty one, newest first across both.
        let newest = { (apps: RecordQuery<LibraryApp>) in
            apps.sorted(by: .descending(LibraryApp.Fields.savedAt)).limit(limit - named.count)
        }
        let others =
            try await store.fetch(newest(query.filter(.equals(genre, .null))))
            + store.fetch(newest(query.filter(.equals(genre, ""))))
        return named + others.sorted { $0.savedAt > $1.savedAt }.prefix(limit - named.count)
    }

    /// A signal now and after every change to the library, for live screens.
    public func changes() -> AsyncThrowingStream<Void, any Error> {
        store.changes(of: LibraryApp.self)
    }

    /// Whether the app is saved, now and after every change.
    public func observeSaved(id: AppID) -> AsyncThrowingStream<[LibraryApp], any Error> {
        store.observe(RecordQuery<LibraryApp>().filter(.id, equals: .string(id.rawValue)))
    }

    /// Saves a review from a valid form; every problem otherwise (exit 65).
    @discardableResult
    public func addReview(appID: AppID, _ form: ReviewForm) async throws -> AppReview {
        let problems = form.problems
        guard problems.isEmpty else {
            throw UserError(AppLibraryMessages.reviewInvalid, category: .invalidInput, details: problems)
        }
        let review = AppReview(
            id: RecordID(ids.next()), appID: appID, title: form.title.trimmingWhitespace, rating: form.rating,
            content: form.content.trimmingWhitespace, createdAt: dates.now())
        try await store.save(review)
        return review
    }

    /// The app's local reviews, newest first.
    public func reviews(appID: AppID) async throws -> [AppReview] {
        try await store.fetch(Self.reviewQuery(appID))
    }

    /// The app's local reviews now and after every change.
    public func observeReviews(appID: AppID) -> AsyncThrowingStream<[AppReview], any Error> {
        store.observe(Self.reviewQuery(appID))
    }

    static func reviewQuery(_ appID: AppID) -> RecordQuery<AppReview> {
        RecordQuery<AppReview>().filter(AppReview.Fields.appID, equals: .string(appID.rawValue)).sorted(
            by: .descending(AppReview.Fields.createdAt))
    }

    static func isOther(_ genre: String) -> Bool {
        ["기타", "other"].contains(genre.lowercased())
    }
}
