import Foundation

/// Whether the disk holding a path has room left: SQLite reports a full disk as a plain
/// I/O error when it cannot even make its shared-memory file, which is no help to a person.
enum DiskSpace {
    /// Less than this many bytes free counts as full: not one page and its log entry fit.
    static let nearlyFull = 64 * 1024

    /// Whether the file system holding `path` (or its folder, when it does not exist) is full.
    static func isFull(at path: String) -> Bool {
        var info = statvfs()
        let probe = FileManager.default.fileExists(atPath: path) ? path : (path as NSString).deletingLastPathComponent
        guard statvfs(probe, &info) == 0 else { return false }
        return Int(info.f_bavail) * Int(info.f_frsize) < nearlyFull
    }
}
