import Foundation
import Persistence

/// `BlobStore` as plain files below one folder (`<data dir>/files`). A write goes to
/// `.tmp/` first and is renamed into place, so a crash leaves either the old file or
/// the new one; a failed write removes its temporary file, and `mosaic doctor` reports
/// and sweeps what a killed process left in `.tmp/`.
public struct FileBlobStore: BlobStore {
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    private var temporaryFolder: URL { root.appendingPathComponent(".tmp", isDirectory: true) }

    private func url(for key: BlobKey) -> URL {
        root.appendingPathComponent(key.rawValue, isDirectory: false)
    }

    public func put(_ data: Data, for key: BlobKey) async throws {
        let destination = url(for: key)
        let temporary = temporaryFolder.appendingPathComponent(UUID().uuidString)
        try guarded(destination) {
            let manager = FileManager.default
            try manager.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            do {
                try data.write(to: temporary)
                if rename(temporary.path, destination.path) != 0 {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
            } catch {
                // A full disk leaves a half-written file: it must not outlive the failure.
                try? manager.removeItem(at: temporary)
                throw error
            }
        }
    }

    public func get(_ key: BlobKey) async throws -> Data? {
        let file = url(for: key)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try guarded(file) { try Data(contentsOf: file) }
    }

    public func delete(_ key: BlobKey) async throws {
        let file = url(for: key)
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        try guarded(file) { try FileManager.default.removeItem(at: file) }
    }

    public func exists(_ key: BlobKey) async throws -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url(for: key).path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    public func list(prefix: String?) async throws -> [BlobKey] {
        let start = prefix.map { root.appendingPathComponent($0, isDirectory: true) } ?? root
        guard let enumerator = FileManager.default.enumerator(
            at: start, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
        ) else { return [] }
        let rootPath = root.standardizedFileURL.path
        var keys: [BlobKey] = []
        for case let file as URL in enumerator {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = file.standardizedFileURL.path
            guard path.hasPrefix(rootPath + "/") else { continue }
            // Files that are not valid keys were not written by Mosaic; leave them alone.
            if let key = try? BlobKey(String(path.dropFirst(rootPath.count + 1))) {
                keys.append(key)
            }
        }
        return keys.sorted()
    }

    public func size(_ key: BlobKey) async throws -> Int? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url(for: key).path)
        return (attributes?[.size] as? NSNumber)?.intValue
    }

    public func localURL(_ key: BlobKey) -> URL? {
        let file = url(for: key)
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// When the file for `key` was last written, or nil when there is none.
    public func modificationDate(_ key: BlobKey) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url(for: key).path))?[.modificationDate] as? Date
    }

    public func temporaryFileCount() -> Int { temporaryFiles().count }

    /// The files in `.tmp/` with when each was last written: half-written files of a
    /// killed process, or of a write still in progress.
    func temporaryFiles() -> [(url: URL, modified: Date)] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: temporaryFolder.path) else { return [] }
        return names.sorted().map { name in
            let file = temporaryFolder.appendingPathComponent(name)
            let modified = (try? manager.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
            return (file, modified ?? .distantPast)
        }
    }

    /// Removes the files of `.tmp/` last written before `cutoff`; returns how many.
    public func sweepTemporaryFiles(writtenBefore cutoff: Date) throws -> Int {
        var removed = 0
        for file in temporaryFiles() where file.modified < cutoff {
            try guarded(file.url) { try FileManager.default.removeItem(at: file.url) }
            removed += 1
        }
        return removed
    }

    private func guarded<T>(_ file: URL, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as POSIXError where [.EACCES, .EROFS, .EPERM].contains(error.code) {
            throw PersistenceError.readOnly(path: file.path)
        } catch let error as CocoaError where error.code == .fileWriteNoPermission || error.code == .fileWriteVolumeReadOnly {
            throw PersistenceError.readOnly(path: file.path)
        } catch let error as POSIXError where error.code == .ENOSPC {
            throw PersistenceError.io(path: file.path, reason: "the disk is full")
        } catch let error as CocoaError where error.code == .fileWriteOutOfSpace {
            throw PersistenceError.io(path: file.path, reason: "the disk is full")
        } catch {
            throw PersistenceError.io(path: file.path, reason: error.localizedDescription)
        }
    }
}
