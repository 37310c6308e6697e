import Core
import Foundation

/// A folder on its own small tmpfs when we may mount (CI runs as root): it can be made
/// truly read-only even for root, and it fills up like a full disk. Without mounting,
/// read-only falls back to plain permissions and `isSmallDisk` is false.
public final class MountedFolder: @unchecked Sendable {
    public let url: URL
    private let folder = TemporaryDirectory("mosaic-mount")
    private let mounted: Bool
    /// Whether a read-only bind mount covers the folder now.
    private let readOnly = LockedValue(false)
    /// The size of the disk when mounted.
    public static let megabytes = 16

    public init() throws {
        url = folder.url
        mounted = getuid() == 0 && Self.shell("mount -t tmpfs -o size=\(Self.megabytes)m tmpfs '\(folder.path)'")
        if mounted {
            let path = folder.path
            ExitCleanup.register { _ = Self.shell("umount -l '\(path)'; umount -l '\(path)'") }
        }
    }

    /// Whether the folder is its own disk of `megabytes`, so that writing more fails as a full disk does.
    public var isSmallDisk: Bool { mounted }

    deinit {
        makeWritable()
        // Lazily: a store the test opened there may still hold a file, and a busy unmount
        // left the tmpfs mounted for good (62 of them after a day of runs).
        if mounted { _ = Self.shell("umount -l '\(url.path)'") }
    }

    /// Covers the folder with a read-only bind mount of itself. Remounting the tmpfs itself
    /// read-only fails as busy while any file on it is open for writing (a store being
    /// freed, or a descriptor a child process of a concurrent test inherited); a bind
    /// mount has writers of its own, none yet.
    public func makeReadOnly() throws {
        if mounted {
            guard !readOnly.value else { return }
            guard Self.shell("mount --bind '\(url.path)' '\(url.path)' && mount -o remount,bind,ro '\(url.path)'")
            else {
                throw CocoaError(.fileWriteNoPermission)
            }
            readOnly.withLock { $0 = true }
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: url.path)
        }
    }

    public func makeWritable() {
        if mounted {
            guard
                readOnly.withLock({ readOnly -> Bool in
                    defer { readOnly = false }
                    return readOnly
                })
            else { return }
            _ = Self.shell("umount '\(url.path)'")
        } else {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
    }

    private static func shell(_ command: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " 2>/dev/null"]
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
