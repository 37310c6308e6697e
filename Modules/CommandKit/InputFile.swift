import Console
import Core
import Foundation

/// A file a command is given to read: a regular file, or a pipe (`<(cat export.zip)`,
/// `/dev/stdin`), read to its end within a limit.
public enum InputFile {
    /// Its bytes, at most `limit` of them. A path with no file is refused (66), naming the
    /// path; a folder, an unreadable file or one past `limit` (65 or 74), naming it too. A
    /// named pipe nobody writes to reads as empty rather than waiting for a writer.
    public static func read(_ path: String, limit: Int = 256 << 20) throws(UserError) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw errno == ENOENT || errno == ENOTDIR
                ? missing(path) : UserError(CommandMessages.unreadableFile(path), category: .io)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else {
            throw UserError(CommandMessages.folderNotFile(path), category: .invalidInput)
        }
        guard Int(status.st_size) <= limit else {
            throw UserError(CommandMessages.fileTooLarge(path, limit: limit), category: .invalidInput)
        }
        // Opened without waiting (a FIFO with no writer would block `open`); read waiting.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            guard count > 0 else {
                if errno == EINTR || errno == EAGAIN { continue }
                throw UserError(CommandMessages.unreadableFile(path), category: .io)
            }
            guard data.count + count <= limit else {
                throw UserError(CommandMessages.fileTooLarge(path, limit: limit), category: .invalidInput)
            }
            data.append(contentsOf: chunk[..<count])
        }
        return data
    }

    /// Everything on standard input (`-` for a file), at most `limit` bytes of it.
    public static func readStandardInput(_ input: LineInput, limit: Int = 256 << 20) throws(UserError) -> Data {
        guard let data = input.readToEnd(limit: limit) else {
            throw UserError(CommandMessages.fileTooLarge("-", limit: limit), category: .invalidInput)
        }
        return data
    }

    /// Whether `path` names a regular file (not a pipe, a device or a folder).
    public static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// "No file at 'path'." (66).
    public static func missing(_ path: String) -> UserError {
        UserError(CommandMessages.noFile(path), category: .notFound)
    }
}
