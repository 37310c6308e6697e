import Foundation
import Persistence
import PersistenceSQLite
import TestSupport
import Testing

@Suite("BlobStore contract")
struct BlobStoreContractTests {
    @Test("put, get, exists, size, list and an idempotent delete", arguments: StoreKind.allCases)
    func roundTrip(kind: StoreKind) async throws {
        let blobs = try await StoreUnderTest(kind).blobs
        let key = try BlobKey("perfume", "3f2a.png")
        let bytes = Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
        try await blobs.put(bytes, for: key)
        #expect(try await blobs.get(key) == bytes)
        #expect(try await blobs.exists(key))
        #expect(try await blobs.size(key) == 7)
        try await blobs.put(Data([1]), for: key)
        #expect(try await blobs.size(key) == 1)
        try await blobs.put(Data([2]), for: try BlobKey("photos", "x.jpg"))
        #expect(try await blobs.list().map(\.rawValue) == ["perfume/3f2a.png", "photos/x.jpg"])
        #expect(try await blobs.list(prefix: "photos").map(\.rawValue) == ["photos/x.jpg"])
        try await blobs.delete(key)
        try await blobs.delete(key)
        #expect(try await !blobs.exists(key))
        #expect(try await blobs.get(key) == nil)
        #expect(try await blobs.size(key) == nil)
    }

    @Test(
        "keys that could leave the store are rejected",
        arguments: [
            "", ".", "..", "../x", "a/../b", "/etc/passwd", "a//b", ".hidden", "a/.b", "x\u{0}y", "a\\b",
            "photos/../../etc", "~root", "a b", "사진.png", String(repeating: "a", count: 201), "a/b/c/d/e",
        ])
    func rejectsUnsafeKeys(raw: String) {
        #expect(throws: PersistenceError.invalidBlobKey(raw)) { try BlobKey(raw) }
    }

    @Test("a key decoded from stored JSON is checked too")
    func decodingChecks() {
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode([BlobKey].self, from: Data(#"["../../etc/passwd"]"#.utf8))
        }
    }

    @Test("files land only below the store's folder, written atomically")
    func staysInside() async throws {
        let folder = TemporaryDirectory()
        let store = FileBlobStore(root: folder.appending("files"))
        try await store.put(Data("x".utf8), for: try BlobKey("a", "b", "c.txt"))
        let inside = FileManager.default.fileExists(atPath: folder.appending("files/a/b/c.txt").path)
        #expect(inside)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending("files/.tmp").path).isEmpty)
    }

    @Test("a symbolic link in the store is never read, listed, written or removed through (#27)")
    func symbolicLinks() async throws {
        let folder = TemporaryDirectory()
        let outside = folder.appending("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let secret = outside.appendingPathComponent("passwd")
        try Data("root:x:0:0".utf8).write(to: secret)
        let store = FileBlobStore(root: folder.appending("files"))
        try await store.put(Data("mine".utf8), for: try BlobKey("perfume", "real.png"))
        let manager = FileManager.default
        // A link to a file, a linked folder, and a linked .tmp.
        try manager.createSymbolicLink(at: folder.appending("files/perfume/link.png"), withDestinationURL: secret)
        try manager.createSymbolicLink(at: folder.appending("files/linked"), withDestinationURL: outside)

        for raw in ["perfume/link.png", "linked/passwd"] {
            let key = try BlobKey(raw)
            #expect(try await store.get(key) == nil, "\(raw) must not be read")
            #expect(try await !store.exists(key))
            #expect(try await store.size(key) == nil)
            #expect(try await store.localURL(key) == nil)
            #expect(try await store.modificationDate(key) == nil)
        }
        #expect(try await store.list().map(\.rawValue) == ["perfume/real.png"])

        // Writing under a linked folder refuses; deleting through it leaves the target.
        await #expect(throws: PersistenceError.self) {
            try await store.put(Data("evil".utf8), for: try BlobKey("linked", "passwd"))
        }
        try await store.delete(try BlobKey("linked", "passwd"))
        // Replacing a linked file replaces the link, never what it points to.
        try await store.put(Data("new".utf8), for: try BlobKey("perfume", "link.png"))
        #expect(try String(contentsOf: secret, encoding: .utf8) == "root:x:0:0")
        #expect(try await store.get(try BlobKey("perfume", "link.png")) == Data("new".utf8))

        // A linked .tmp is refused rather than written through.
        try manager.removeItem(at: folder.appending("files/.tmp"))
        try manager.createSymbolicLink(at: folder.appending("files/.tmp"), withDestinationURL: outside)
        await #expect(throws: PersistenceError.self) {
            try await store.put(Data("x".utf8), for: try BlobKey("perfume", "other.png"))
        }
        #expect(try manager.contentsOfDirectory(atPath: outside.path) == ["passwd"])
    }

    @Test("a FIFO placed in the store does not hang a read")
    func fifo() async throws {
        let folder = TemporaryDirectory()
        let store = FileBlobStore(root: folder.appending("files"))
        try await store.put(Data("x".utf8), for: try BlobKey("perfume", "a.png"))
        #expect(mkfifo(folder.appending("files/perfume/pipe.png").path, 0o644) == 0)
        #expect(try await store.get(try BlobKey("perfume", "pipe.png")) == nil)
    }
}

@Suite("SettingsStore contract")
struct SettingsStoreContractTests {
    struct Profile: Codable, Equatable {
        var nickname: String
        var mbti: [String]
    }

    @Test("typed values are stored, replaced and removed", arguments: StoreKind.allCases)
    func typedValues(kind: StoreKind) async throws {
        let settings = try await StoreUnderTest(kind).settings
        #expect(try await settings.value(String.self, forKey: "photobox.nickname") == nil)
        try await settings.set("하늘", forKey: "photobox.nickname")
        try await settings.set(Profile(nickname: "하늘", mbti: ["E", "N"]), forKey: "photobox.profile")
        try await settings.set(3, forKey: "other.count")
        #expect(try await settings.value(String.self, forKey: "photobox.nickname") == "하늘")
        #expect(try await settings.value(Profile.self, forKey: "photobox.profile")?.mbti == ["E", "N"])
        #expect(try await settings.keys(prefix: "photobox.") == ["photobox.nickname", "photobox.profile"])
        try await settings.remove("photobox.nickname")
        try await settings.remove("photobox.nickname")
        #expect(try await settings.value(String.self, forKey: "photobox.nickname") == nil)
        #expect(try await settings.value(Int.self, forKey: "other.count") == 3)
    }
}
