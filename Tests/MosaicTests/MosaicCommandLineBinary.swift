import CommandTestSupport
import MosaicApp

extension MosaicBinary {
    /// The whole app's command line: every feature and the app's own commands.
    init() {
        self.init(tree: MosaicCommandLine.tree)
    }
}
