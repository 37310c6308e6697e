import Foundation

/// Adds "close every descriptor from 3 up" to `actions`, so a spawned child holds nothing of
/// the test process but its stdio: a child that inherited another test's pipe would keep
/// that pipe open, and the other test's read would wait for the child to end. Uses glibc's
/// closefrom action where it has one (looked up at run time: Swift's Glibc module does not
/// import it), else a close for each descriptor open now.
func addClosingOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        return
    }
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) } ?? []
    for descriptor in open where descriptor > 2 { posix_spawn_file_actions_addclose(&actions, descriptor) }
}
