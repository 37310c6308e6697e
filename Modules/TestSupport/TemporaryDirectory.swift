import Foundation

/// A fresh folder under the system temp dir, removed when the value goes away.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init(_ name: String = "mosaic-test") {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(name)-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // Undo any chmod a test made, then remove.
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }

    public var path: String { url.path }

    /// A path inside the folder.
    public func appending(_ component: String) -> URL {
        url.appendingPathComponent(component)
    }
}
