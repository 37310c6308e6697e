import Core
import Foundation
import Perfume
import Persistence
import PersistenceSQLite
import TestSupport

/// A journal on a real SQLite store with photo files in a temporary folder; "now"
/// ticks a minute per call, so creation order is visible.
struct PerfumeFixture {
    let folder = TemporaryDirectory("perfume-tests")
    let storage: SQLiteStorage
    let repository: PerfumeRepository

    init() throws {
        storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [PerfumeEntry.self])
        repository = PerfumeRepository(
            store: storage.records, blobs: storage.blobs, dates: .ticking(from: "2024-05-10T09:00:00Z"),
            ids: .sequential(prefix: "p"))
    }

    @discardableResult
    func add(
        _ brand: String, _ name: String, sentence: String = "한 마디", notes: String = "", date: String? = nil,
        photo: ImageFile? = nil, wished: Bool = false
    ) async throws -> PerfumeEntry {
        let day = try date.map { try TastingDay.parse($0, now: Date()) }
        return try await repository.create(
            PerfumeForm(date: day, brand: brand, name: name, notes: notes, sentence: sentence),
            photo: photo, wished: wished)
    }

    /// The photo files in the store.
    func photoFiles() async throws -> [BlobKey] {
        try await storage.blobs.list(prefix: "perfume")
    }
}

/// Image bytes for tests: just the signature each format starts with, plus padding.
enum SamplePhoto {
    static let pngBytes = ImageFixtures.png
    static let jpegBytes = ImageFixtures.jpeg

    static var png: ImageFile { try! ImageFile(data: pngBytes) }
    static var jpeg: ImageFile { try! ImageFile(data: jpegBytes) }
}
