import Foundation

/// Where `swift build` put the package's executables, for end-to-end tests that run them.
/// `MOSAIC_BIN_PATH` (e.g. `$(swift build -c release --show-bin-path)`) selects another
/// build, so CI runs the same tests against the release binary people install.
public enum BuiltProducts {
    /// The folder holding the executables under test.
    public static var directory: URL {
        if let chosen = ProcessInfo.processInfo.environment["MOSAIC_BIN_PATH"], !chosen.isEmpty {
            return URL(fileURLWithPath: chosen, isDirectory: true)
        }
        // The test bundle sits beside the executables of the build it belongs to.
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
        if let bundle {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// The built executable `name`.
    public static func executable(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }
}
