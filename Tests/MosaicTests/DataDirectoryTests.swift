import Foundation
import Testing

@testable import MosaicApp

@Suite("Where the data dir is")
struct DataDirectoryTests {
    @Test("--data-dir, else $MOSAIC_HOME, else $XDG_DATA_HOME/mosaic, else ~/.local/share/mosaic")
    func order() {
        let environment = ["HOME": "/home/mina", "XDG_DATA_HOME": "/data", "MOSAIC_HOME": "/srv/mosaic"]
        #expect(DataDirectory.resolve(flag: "/tmp/d", environment: environment).path == "/tmp/d")
        #expect(DataDirectory.resolve(flag: nil, environment: environment).path == "/srv/mosaic")
        #expect(DataDirectory.resolve(flag: "", environment: ["XDG_DATA_HOME": "/data"]).path == "/data/mosaic")
        #expect(
            DataDirectory.resolve(flag: nil, environment: ["HOME": "/home/mina"]).path
                == "/home/mina/.local/share/mosaic")
    }

    @Test("`.` and `..` are resolved, `~/` is the home folder, a relative path is under the current folder")
    func pathForms() {
        let environment = ["HOME": "/home/mina"]
        #expect(DataDirectory.resolve(flag: "/srv/./a/../mosaic", environment: environment).path == "/srv/mosaic")
        #expect(DataDirectory.resolve(flag: "~/notes", environment: environment).path == "/home/mina/notes")
        let current = FileManager.default.currentDirectoryPath
        #expect(DataDirectory.resolve(flag: "data", environment: environment).path == current + "/data")
        #expect(DataDirectory.resolve(flag: "./data", environment: environment).path == current + "/data")
    }
}
