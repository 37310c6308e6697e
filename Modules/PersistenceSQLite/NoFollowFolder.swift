import Core
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A folder whose contents are reached without following symbolic links: every path below
/// it is opened one component at a time with `O_NOFOLLOW`, so a link placed inside (to
/// `/etc/passwd`, or a linked folder) is never read, written, listed or removed through,
/// even when it is swapped in while a file is being opened.
struct NoFollowFolder: Sendable {
    let root: URL

    /// What a path holds, seen without following links.
    enum Entry: Equatable {
        case regularFile(size: Int, modified: Date)
        /// Nothing there, a symbolic link anywhere on the way, or not a regular file.
        case none
    }

    /// The bytes of the regular file at `components`, or nil when there is none (or a link).
    func read(_ components: [String]) throws -> Data? {
        guard let descriptor = try openFile(components) else { return nil }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Self.posixError()
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// What is at `components`.
    func entry(_ components: [String]) -> Entry {
        guard let descriptor = try? openFile(components) else { return .none }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .none }
        let modified = Date(
            timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec) + TimeInterval(status.st_mtim.tv_nsec) / 1e9)
        return .regularFile(size: Int(status.st_size), modified: modified)
    }

    /// Writes `data` to a new file at `components` (which must not exist), creating the
    /// folders on the way; a failed write removes what it wrote.
    func writeNew(_ data: Data, at components: [String]) throws {
        let parent = try openFolder(components.dropLast(), creating: true)
        defer { close(parent) }
        let name = components[components.count - 1]
        let descriptor = openat(parent, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.posixError() }
        let code = data.withUnsafeBytes { FileDescriptor.writeAll($0, to: descriptor) }
        let failure = code == 0 ? nil : POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        let closed = close(descriptor) == 0 ? nil : Self.posixError()
        if let error = failure ?? closed {
            unlinkat(parent, name, 0)
            throw error
        }
    }

    /// Moves the file at `source` (a path the caller made) to `components`, creating the
    /// folders on the way; refuses when any of them is a link.
    func moveIn(_ source: URL, to components: [String]) throws {
        let parent = try openFolder(components.dropLast(), creating: true)
        defer { close(parent) }
        if renameat(AT_FDCWD, source.path, parent, components[components.count - 1]) != 0 { throw Self.posixError() }
    }

    /// Removes the file at `components`; nothing there (or a link on the way) is no error,
    /// and a link in the last place is removed itself, never what it points to.
    func remove(_ components: [String]) throws {
        guard let parent = try? openFolder(components.dropLast(), creating: false) else { return }
        defer { close(parent) }
        if unlinkat(parent, components[components.count - 1], 0) != 0, errno != ENOENT { throw Self.posixError() }
    }

    /// A descriptor of the regular file at `components`, or nil when there is none.
    private func openFile(_ components: [String]) throws -> Int32? {
        guard let last = components.last, let parent = try? openFolder(components.dropLast(), creating: false) else {
            return nil
        }
        defer { close(parent) }
        // Non-blocking, so a FIFO placed in the folder cannot hang the reader.
        let descriptor = openat(parent, last, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if [ENOENT, ELOOP, ENOTDIR, ENXIO].contains(errno) { return nil }
            throw Self.posixError()
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// A descriptor of the folder at `components` below the root, each one a real folder.
    private func openFolder(_ components: ArraySlice<String>, creating: Bool) throws -> Int32 {
        if creating { try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) }
        var folder = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw Self.posixError() }
        for component in components {
            var next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, creating {
                if mkdirat(folder, component, 0o755) != 0, errno != EEXIST {
                    let error = Self.posixError()
                    close(folder)
                    throw error
                }
                next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            let error = Self.posixError()
            close(folder)
            guard next >= 0 else {
                // A link where a folder should be is refused like a missing folder.
                throw error.code == .ELOOP || error.code == .ENOTDIR ? POSIXError(.ENOENT) : error
            }
            folder = next
        }
        return folder
    }

    private static func posixError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
