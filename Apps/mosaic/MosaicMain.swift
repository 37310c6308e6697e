import Foundation
import MosaicApp

/// The executable: the command line and the process's own streams, handed to the runner.
@main
struct MosaicMain {
    static func main() async {
        // A reader that closes the pipe early ends the output, not the process by a signal.
        signal(SIGPIPE, SIG_IGN)
        exit(await MosaicRunner(app: .live()).run(Array(CommandLine.arguments.dropFirst())))
    }
}
