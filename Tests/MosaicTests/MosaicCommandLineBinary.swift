import CommandRuntime
import CommandTestSupport
import MosaicApp
import MosaicServer
import ServerStorage

extension MosaicBinary {
    /// The whole app's command line: every feature and the app's own commands, with both of
    /// `mosaic-server`'s parts.
    init() {
        self.init(
            tree: MosaicCommandLine.tree, server: ServerParts(storage: PostgresStorageParts(), web: MosaicWebParts()))
    }
}
