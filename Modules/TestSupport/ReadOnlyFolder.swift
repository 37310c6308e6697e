import Foundation

/// A folder that can be made truly read-only even for root: a tmpfs remounted
/// read-only when we may mount (CI runs as root), else plain permissions.
public final class ReadOnlyFolder: @unchecked Sendable {
    public let url: URL
    private let folder = TemporaryDirectory("mosaic-ro")
    private let mounted: Bool

    public init() throws {
        url = folder.url
        mounted = getuid() == 0 && Self.shell("mount -t tmpfs -o size=16m tmpfs '\(folder.path)'")
    }

    deinit {
        makeWritable()
        if mounted { _ = Self.shell("umount '\(url.path)'") }
    }

    public func makeReadOnly() throws {
        if mounted {
            guard Self.shell("mount -o remount,ro '\(url.path)'") else { throw CocoaError(.fileWriteNoPermission) }
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: url.path)
        }
    }

    public func makeWritable() {
        if mounted {
            _ = Self.shell("mount -o remount,rw '\(url.path)'")
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
