#if canImport(Glibc)
    import Glibc
#endif

/// Writes to a raw file descriptor: the one loop that retries short writes and `EINTR`.
public enum FileDescriptor {
    /// Writes all of `bytes` to `descriptor`; the `errno` of a failure, or 0.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return 0
    }
}
