import AppLibraryCLI
import CommandTestSupport

extension MosaicBinary {
    /// The command line with AppLibrary's commands alone, run in process.
    init() {
        self.init(plugins: [AppLibraryPlugin.self])
    }
}
