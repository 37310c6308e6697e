import Foundation

/// A fresh folder in `ScratchSpace` (shared memory, or the system temp dir). Folders are removed when the test process
/// exits, not when the value is released, so a store opened in one stays valid for the
/// whole test however the compiler shortens lifetimes.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init(_ name: String = "mosaic-test") {
        url = ScratchSpace.base.appendingPathComponent("\(name)-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        TemporaryDirectoryCleanup.shared.register(url)
    }

    public var path: String { url.path }

    /// A path inside the folder.
    public func appending(_ component: String) -> URL {
        url.appendingPathComponent(component)
    }
}

/// Removes every temporary folder when the process exits.
final class TemporaryDirectoryCleanup: @unchecked Sendable {
    static let shared = TemporaryDirectoryCleanup()

    private let lock = NSLock()
    private var folders: [URL] = []

    private init() {
        atexit {
            TemporaryDirectoryCleanup.shared.removeAll()
        }
    }

    func register(_ url: URL) {
        lock.withLock { folders.append(url) }
    }

    private func removeAll() {
        for url in lock.withLock({ folders }) {
            // Undo any chmod a test made, then remove.
            _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
            try? FileManager.default.removeItem(at: url)
        }
    }
}
