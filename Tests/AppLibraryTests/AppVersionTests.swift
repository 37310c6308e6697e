import AppLibrary
import Foundation
import Testing

/// mas's most filed bugs are phantom updates: versions compare as versions (#48).
@Suite("AppLibrary: versions compared as versions")
struct AppVersionTests {
    @Test(
        "1.10 is after 1.9, 2.0 is 2.0.0, letters after numbers",
        arguments: [
            ("1.9", "1.10"), ("1.2", "1.2.1"), ("2.0.9", "2.1"), ("9", "10"), ("2.1", "2.1b3"), ("1.0.0", "1.0.1"),
        ])
    func ordered(_ older: String, _ newer: String) {
        #expect(AppVersion(older) < AppVersion(newer))
        #expect(!(AppVersion(newer) < AppVersion(older)))
    }

    @Test("equal however written")
    func equal() {
        #expect(AppVersion("2.0") == AppVersion("2.0.0") && AppVersion("3") == AppVersion("3.0"))
    }

    @Test("outdated lists only a store version after the saved one, with the iOS it needs; ignored ids are left out")
    func outdated() throws {
        func saved(_ id: AppID, _ version: String) -> LibraryApp {
            LibraryApp(
                app: StoreApp(id: id, name: id.rawValue, version: version), savedAt: Date(timeIntervalSince1970: 0))
        }
        let library = [saved("1", "1.9"), saved("2", "2.0.0"), saved("3", "3.1"), saved("4", "1.0")]
        let store = [
            StoreApp(id: "1", name: "1", version: "1.10", minimumOSVersion: "16.0"),
            StoreApp(id: "2", name: "2", version: "2.0"), StoreApp(id: "3", name: "3", version: "3.0"),
            StoreApp(id: "4", name: "4", version: "1.1"),
        ]
        let updates = AppUpdate.outdated(library, store: store, ignoring: ["4"])
        #expect(updates.map(\.id) == ["1"] && updates.first?.minimumOSVersion == "16.0")
    }
}
