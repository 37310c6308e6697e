import CommandTestSupport
import Core
import Foundation
import Testing

@testable import CommandRuntime

@Suite("Where the data dir is")
struct DataDirectoryTests {
    @Test("--data-dir, else $MOSAIC_HOME, else $XDG_DATA_HOME/mosaic, else ~/.local/share/mosaic")
    func order() throws {
        let environment = ["HOME": "/home/mina", "XDG_DATA_HOME": "/data", "MOSAIC_HOME": "/srv/mosaic"]
        #expect(try DataDirectory.resolve(flag: "/tmp/d", environment: environment).path == "/tmp/d")
        #expect(try DataDirectory.resolve(flag: nil, environment: environment).path == "/srv/mosaic")
        #expect(try DataDirectory.resolve(flag: "", environment: ["XDG_DATA_HOME": "/data"]).path == "/data/mosaic")
        #expect(
            try DataDirectory.resolve(flag: nil, environment: ["HOME": "/home/mina"]).path
                == "/home/mina/.local/share/mosaic")
    }

    @Test("`.` and `..` are resolved, `~/` is the home folder, a relative path is under the current folder")
    func pathForms() throws {
        let environment = ["HOME": "/home/mina"]
        #expect(try DataDirectory.resolve(flag: "/srv/./a/../mosaic", environment: environment).path == "/srv/mosaic")
        #expect(try DataDirectory.resolve(flag: "~/notes", environment: environment).path == "/home/mina/notes")
        let current = FileManager.default.currentDirectoryPath
        #expect(try DataDirectory.resolve(flag: "data", environment: environment).path == current + "/data")
        #expect(try DataDirectory.resolve(flag: "./data", environment: environment).path == current + "/data")
    }

    @Test("MOSAIC_HOME set but empty is a usage error (64), as --data-dir \"\" is, never the default folder (#44)")
    func emptyMosaicHome() async throws {
        #expect(throws: UserError.self) { try DataDirectory.resolve(flag: nil, environment: ["MOSAIC_HOME": ""]) }
        #expect(try DataDirectory.resolve(flag: "/tmp/d", environment: ["MOSAIC_HOME": ""]).path == "/tmp/d")
        var mosaic = MosaicBinary()
        mosaic.environment["MOSAIC_HOME"] = ""
        let listed = try await mosaic.runAsync(["perfume", "list"])
        #expect(listed.status == 64 && listed.stderr.contains("MOSAIC_HOME is set but empty"), "\(listed.stderr)")
    }
}
