import Console
import Foundation

/// The executable: hand the command line to the runner with the real process streams.
@main
struct MosaicMain {
    static func main() async {
        let app = AppEnvironment(
            stdout: .standardOutput,
            stderr: .standardError,
            input: .standardInput,
            environment: ProcessInfo.processInfo.environment,
            plugins: FeatureRegistry.plugins
        )
        let status = await MosaicRunner(app: app).run(Array(CommandLine.arguments.dropFirst()))
        exit(status)
    }
}
