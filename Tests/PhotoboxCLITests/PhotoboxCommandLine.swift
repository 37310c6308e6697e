import CommandTestSupport
import PhotoboxCLI

extension MosaicBinary {
    /// The command line with Photobox's commands alone, run in process.
    init() {
        self.init(plugins: [PhotoboxPlugin.self])
    }
}
