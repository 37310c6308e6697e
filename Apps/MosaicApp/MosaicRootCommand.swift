import ArgumentParser
import Console

/// `mosaic`: the root of the command tree. It holds no logic; `MosaicRunner` parses
/// with it and dispatches.
struct MosaicRootCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mosaic",
        abstract: "Five small apps' logic behind one command line.",
        discussion: """
            Features: \(FeatureRegistry.plugins.isEmpty ? "none yet" : FeatureRegistry.plugins.map { $0.feature.name }.joined(separator: ", ")).
            Global options (--data-dir, --storage, --database-url, --json, --lang, --no-color) go before or after the subcommand.
            Exit codes: 0 ok, 64 usage, 65 invalid input, 66 not found, 69 service unavailable, 74 I/O, 77 credentials or permission, 1 other.
            """,
        version: MosaicVersion.current,
        subcommands: FeatureRegistry.plugins.map { $0.command } + [
            FeaturesCommand.self, DoctorCommand.self, BackupCommand.self, RestoreCommand.self, StorageCommand.self,
            TourCommand.self,
            ServeCommand.self,
        ]
    )
}

/// The version `mosaic --version` prints and the HTTP User-Agent carries.
enum MosaicVersion {
    static let current = "0.1.0"
}
