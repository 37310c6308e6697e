import CommandRuntime
import MosaicApp
import MosaicServer
import ServerStorage

/// `mosaic-server`: the whole command line, with the web front and PostgreSQL; `mosaic`
/// runs it in its place for `serve` and for PostgreSQL storage.
@main
struct MosaicServerMain {
    static func main() {
        MosaicCommandLine.run(server: ServerParts(storage: PostgresStorageParts(), web: MosaicWebParts()))
    }
}
