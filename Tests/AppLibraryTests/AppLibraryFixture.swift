import AppLibrary
import Core
import Foundation
import HTTPLive
import PersistenceSQLite
import StubAPI
import TestSupport

/// A library on an in-memory store and, when asked, a client on a fresh StubAPI.
struct AppLibraryFixture {
    let storage: SQLiteStorage
    let library: LibraryRepository

    init() throws {
        storage = try SQLiteStorage.inMemory(recordTypes: [LibraryApp.self, AppReview.self])
        library = LibraryRepository(store: storage.records, dates: .ticking(), ids: .sequential(prefix: "review-"))
    }

    static func app(_ id: AppID, _ name: String, genre: String? = nil, seller: String? = nil) -> StoreApp {
        StoreApp(id: id, name: name, seller: seller, genres: genre.map { [$0] } ?? [], primaryGenre: genre)
    }
}

/// Runs `body` with a client on a fresh stub server, stopped afterwards.
func withStub(_ body: (StubServer, ITunesClient) async throws -> Void) async throws {
    try await StubServer.running { stub in
        try await body(stub, ITunesClient(http: CurlHTTPClient(version: "test"), baseURL: stub.itunesURL))
    }
}
