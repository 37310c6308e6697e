import Foundation

/// Where `swift build` put the package's executables, for end-to-end tests that run them.
public enum BuiltProducts {
    /// The folder holding the test bundle, which is also where executables are built.
    public static var directory: URL {
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
