import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file written in a folder without a name (Linux's `O_TMPFILE`) and given its name only
/// when complete: a process killed while writing (even by `kill -9`) leaves nothing behind
/// in the folder. Where the file system cannot make unnamed files, `open` returns nil and
/// the caller writes a named temporary file instead.
struct UnnamedFile: ~Copyable {
    private let descriptor: Int32
    private let folder: URL

    /// `__O_TMPFILE | O_DIRECTORY`, which Swift's Glibc module does not import.
    private static let temporaryFileFlag: Int32 = 0o20_200_000

    /// An unnamed file in `folder`, or nil when the file system cannot make one.
    init?(in folder: URL) {
        let descriptor = Glibc.open(folder.path, Self.temporaryFileFlag | O_WRONLY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.folder = folder
    }

    deinit {
        close(descriptor)
    }

    /// Writes all of `data`.
    func write(_ data: Data) throws {
        let failure = data.withUnsafeBytes { FileDescriptor.writeAll($0, to: descriptor) }
        if failure != 0 { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
    }

    /// Names the file `target` (in the same folder), replacing what was there. The file is
    /// linked under a temporary name first and renamed over the target, so a reader sees
    /// the old file or the whole new one.
    consuming func publish(as target: URL, temporaryName: String) throws {
        let temporary = folder.appendingPathComponent(temporaryName)
        guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, temporary.path, AT_SYMLINK_FOLLOW) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        guard rename(temporary.path, target.path) == 0 else {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            unlink(temporary.path)
            throw error
        }
    }
}
