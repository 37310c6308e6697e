import CommandTestSupport
import MarketCLI

extension MosaicBinary {
    /// The command line with Market's commands alone, run in process.
    init() {
        self.init(plugins: [MarketPlugin.self])
    }
}
