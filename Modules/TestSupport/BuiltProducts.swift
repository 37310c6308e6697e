import Foundation

/// Where `swift build` put the package's executables, for end-to-end tests that run them.
/// `MOSAIC_BIN_PATH` (e.g. `$(swift build -c release --show-bin-path)`) selects another
/// build, so CI runs the same tests against the release binary people install.
public enum BuiltProducts {
    /// `MOSAIC_BIN_PATH` when set: the build under test is another one (the release).
    public static var chosenDirectory: URL? {
        guard let chosen = ProcessInfo.processInfo.environment["MOSAIC_BIN_PATH"], !chosen.isEmpty else { return nil }
        return URL(fileURLWithPath: chosen, isDirectory: true)
    }

    /// The folder holding the executables under test.
    public static var directory: URL {
        if let chosenDirectory { return chosenDirectory }
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
