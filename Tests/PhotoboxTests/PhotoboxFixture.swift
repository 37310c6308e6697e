import Core
import Foundation
import HTTPLive
import Persistence
import PersistenceSQLite
import Photobox
import StubAPI
import TestSupport

/// Photobox on an in-memory store (or on stores a test swaps in).
struct PhotoboxFixture {
    let storage: SQLiteStorage
    let likes: PhotoLikes
    let profiles: ProfileRepository

    init(records: ((any RecordStore) -> any RecordStore)? = nil, blobs: ((any BlobStore) -> any BlobStore)? = nil)
        throws
    {
        storage = try SQLiteStorage.inMemory(recordTypes: [LikedPhoto.self])
        likes = PhotoLikes(
            store: records?(storage.records) ?? storage.records, blobs: blobs?(storage.blobs) ?? storage.blobs,
            dates: .ticking())
        profiles = ProfileRepository(settings: storage.settings, likes: likes)
    }

    /// What is stored: liked ids and Photobox files.
    func stored() async throws -> (records: [String], files: [String]) {
        let records = try await storage.records.fetch(RecordQuery<LikedPhoto>()).map(\.id.rawValue).sorted()
        let files = try await storage.blobs.list(prefix: "photobox").map(\.rawValue)
        return (records, files)
    }
}

let testKey = "test-SECRET-key-42"

/// Runs `body` with a client on a fresh stub server, stopped afterwards.
func withUnsplash(
    http: ((any HTTPClient) -> any HTTPClient)? = nil,
    _ body: (StubServer, UnsplashClient) async throws -> Void
) async throws {
    let stub = try await StubServer.start()
    let live = CurlHTTPClient(version: "test")
    do {
        try await body(stub, UnsplashClient(http: http?(live) ?? live, accessKey: testKey, baseURL: stub.unsplashURL))
    } catch {
        await stub.stop()
        throw error
    }
    await stub.stop()
}

/// Fails the requests `matching` says, as if the network dropped them; the rest go through.
struct FailingHTTP: HTTPClient {
    let base: any HTTPClient
    let matching: @Sendable (HTTPRequest) -> Bool

    func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        if matching(request) { throw .offline("test drop") }
        return try await base.send(request)
    }
}

extension StubServer {
    /// The Unsplash API requests (not image downloads) whose path ends with `suffix`.
    func apiHits(_ suffix: String) -> [StubHit] {
        hits.filter { $0.api == .unsplash && !$0.path.hasPrefix("/images/") && $0.path.hasSuffix(suffix) }
    }
}

/// Passes requests on and remembers the most that were ever in flight at once.
final class InFlightHTTP: HTTPClient {
    let base: any HTTPClient
    private let counts = LockedValue((now: 0, most: 0))

    init(base: any HTTPClient) {
        self.base = base
    }

    var most: Int { counts.value.most }

    func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        counts.withLock { counts in
            counts.now += 1
            counts.most = max(counts.most, counts.now)
        }
        defer { counts.withLock { $0.now -= 1 } }
        return try await base.send(request)
    }
}
