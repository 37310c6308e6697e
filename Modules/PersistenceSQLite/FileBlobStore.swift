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

    /// The files, reached without following symbolic links.
    private var folder: NoFollowFolder { NoFollowFolder(root: root) }

    private func url(for key: BlobKey) -> URL {
        root.appendingPathComponent(key.rawValue, isDirectory: false)
    }

    private func components(_ key: BlobKey) -> [String] {
        key.rawValue.split(separator: "/").map(String.init)
    }

    public func put(_ data: Data, for key: BlobKey) async throws {
        let temporary = [".tmp", UUID().uuidString]
        try guarded(url(for: key)) {
            do {
                try folder.writeNew(data, at: temporary)
                try folder.moveIn(root.appendingPathComponent(temporary.joined(separator: "/")), to: components(key))
            } catch {
                // A full disk leaves a half-written file: it must not outlive the failure.
                try? folder.remove(temporary)
                throw error
            }
        }
    }

    public func get(_ key: BlobKey) async throws -> Data? {
        try guarded(url(for: key)) { try folder.read(components(key)) }
    }

    public func delete(_ key: BlobKey) async throws {
        try guarded(url(for: key)) { try folder.remove(components(key)) }
    }

    public func exists(_ key: BlobKey) async throws -> Bool {
        folder.entry(components(key)) != .none
    }

    public func list(prefix: String?) async throws -> [BlobKey] {
        let start = prefix.map { root.appendingPathComponent($0, isDirectory: true) } ?? root
        guard
            let enumerator = FileManager.default.enumerator(
                at: start, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
            )
        else { return [] }
        let rootPath = root.standardizedFileURL.path
        var keys: [BlobKey] = []
        for case let file as URL in enumerator {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = file.standardizedFileURL.path
            guard path.hasPrefix(rootPath + "/") else { continue }
            // Files that are not valid keys were not written by Mosaic; leave them alone. A
            // link is never listed: the no-follow check decides what is a stored file.
            if let key = try? BlobKey(String(path.dropFirst(rootPath.count + 1))),
                folder.entry(components(key)) != .none
            {
                keys.append(key)
            }
        }
        return keys.sorted()
    }

    public func size(_ key: BlobKey) async throws -> Int? {
        guard case .regularFile(let size, _) = folder.entry(components(key)) else { return nil }
        return size
    }

    /// The file's path, only when it is a regular file in the store (never a link out of it).
    public func localURL(_ key: BlobKey) async throws -> URL? {
        folder.entry(components(key)) == .none ? nil : url(for: key)
    }

    /// When the file for `key` was last written, or nil when there is none.
    public func modificationDate(_ key: BlobKey) async throws -> Date? {
        guard case .regularFile(_, let modified) = folder.entry(components(key)) else { return nil }
        return modified
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
        } catch let error as CocoaError
            where error.code == .fileWriteNoPermission || error.code == .fileWriteVolumeReadOnly
        {
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
