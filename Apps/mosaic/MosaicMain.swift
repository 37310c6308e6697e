import MosaicApp

/// `mosaic`: the command line, built without the web server and PostgreSQL (`ServerParts`),
/// so a command starts without their code; it hands the commands that need them to
/// `mosaic-server`.
@main
struct MosaicMain {
    static func main() {
        MosaicCommandLine.run(server: nil)
    }
}
