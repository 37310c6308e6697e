import Foundation
import Testing
import TestSupport

/// Issue #13: nothing a user types loses data or leaves the data dir unusable. After
/// each scenario that should keep data, `mosaic doctor` is healthy.
@Suite("data safety")
struct DataSafetyTests {
    private func journal(_ mosaic: MosaicBinary) throws -> String {
        let added = try mosaic.run(["perfume", "add", "--brand", "Le Labo", "--name", "Santal 33", "--sentence", "비 온 뒤의 나무"])
        #expect(added.status == 0)
        return try mosaic.run(["perfume", "list"]).stdout
    }

    @Test("no export writes over the database, its WAL or into files/; the journal and doctor stay healthy")
    func exportsSpareTheStore() throws {
        let mosaic = MosaicBinary()
        let before = try journal(mosaic)
        let database = mosaic.data.appending("mosaic.sqlite").path
        for arguments in [["perfume", "export", "--format", "json", "--output", database],
                          ["perfume", "export", "--format", "md", "--output", database],
                          ["perfume", "export", "--format", "csv", "--output", database + "-wal"],
                          ["perfume", "export", "--output", mosaic.data.appending("files/x.json").path],
                          ["habits", "reminders", "export", database],
                          ["habits", "album", "export", mosaic.data.appending("files").path]] {
            let refused = try mosaic.run(arguments)
            #expect(refused.status == 65, "\(arguments)")
            #expect(refused.stderr.contains("never writes there"), "\(arguments)")
        }
        #expect(try mosaic.run(["perfume", "export", "--output", "/dev/null"]).status == 65)
        #expect(try mosaic.run(["perfume", "list"]).stdout == before)
        #expect(try mosaic.run(["doctor"]).status == 0)
    }
}
