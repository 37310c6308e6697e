import Foundation

/// Where tests keep their throwaway folders and PostgreSQL servers: shared memory when it
/// has room, else the system's temporary folder. A run writes thousands of small files
/// (a test's data dir, each PostgreSQL test's new database of some 300 files) and syncs
/// them; on a journaling file system that cost more CPU than the tests' own work, and a
/// sync queued behind the run's other writes could hold a database lock for seconds.
enum ScratchSpace {
    /// The folder to make throwaway folders in.
    static let base: URL = {
        var space = statvfs()
        if statvfs("/dev/shm", &space) == 0, UInt64(space.f_bavail) * UInt64(space.f_frsize) > 2 << 30,
            access("/dev/shm", W_OK) == 0
        {
            return URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        }
        return FileManager.default.temporaryDirectory
    }()
}
