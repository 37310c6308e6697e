import Foundation

/// What a backup held when it was written (`backup.json` beside `mosaic.sqlite`): the
/// records in each collection and each photo's size and hash. Restore compares the folder
/// with it before changing anything, so a photo lost or changed since is named, not restored.
struct BackupManifest: Codable, Equatable {
    /// The file's name in a backup folder.
    static let fileName = "backup.json"

    /// One photo as it was backed up.
    struct Photo: Codable, Equatable {
        /// Its length in bytes.
        var bytes: Int
        /// FNV-1a (64-bit) of its bytes, in hex: enough to tell a changed or truncated
        /// photo, which is what a backup on a disk can suffer (the manifest guards against
        /// accidents, not against someone who can rewrite it too).
        var fnv1a64: String

        init(_ data: Data) {
            bytes = data.count
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            data.withUnsafeBytes { buffer in
                for byte in buffer {
                    hash ^= UInt64(byte)
                    hash = hash &* 0x0000_0100_0000_01B3
                }
            }
            fnv1a64 = String(hash, radix: 16)
        }
    }

    /// The manifest's layout; a newer one is read as far as it matches.
    var version = 1
    /// Records in each collection.
    var records: [String: Int]
    /// Each photo by its key.
    var photos: [String: Photo] = [:]

    init(records: [String: Int]) {
        self.records = records
    }

    func write(into folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(self).write(to: folder.appendingPathComponent(Self.fileName), options: .atomic)
    }

    /// The manifest in `folder`, or nil for a backup written before manifests (checked
    /// then by its database alone).
    static func read(from folder: URL) throws -> BackupManifest? {
        let file = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: file.path),
            let manifest = try? JSONDecoder().decode(BackupManifest.self, from: data)
        else { throw BackupError.unreadableManifest(file.path) }
        return manifest
    }
}
