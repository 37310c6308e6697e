import Foundation
import MosaicApp

/// The executable: the command line and the process's own streams, handed to the runner.
@main
struct MosaicMain {
    static func main() async {
        exit(await MosaicRunner(app: .live()).run(Array(CommandLine.arguments.dropFirst())))
    }
}
