#if canImport(Glibc)
    import Glibc
#endif

/// A file's size from one `stat`: `FileManager.attributesOfItem` also looks up the owner's
/// and group's names (reading the user database), which showed in every command's start-up.
public enum FileSize {
    /// The size in bytes of what `path` names (following a symbolic link); nil when it is missing.
    public static func of(path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }
}
