import CommandTestSupport
import PerfumeCLI

extension MosaicBinary {
    /// The command line with Perfume's commands alone, run in process.
    init() {
        self.init(plugins: [PerfumePlugin.self])
    }
}
