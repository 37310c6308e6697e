import CommandTestSupport
import Foundation
import GRDB
import TestSupport
import Testing

/// A stored record that no longer decodes (written by a build with other rules) never
/// hides the rest (issue #27).
@Suite("unreadable records")
struct UnreadableRecordTests {
    @Test("market list shows the readable listings and warns; doctor names it; delete ID works; repair sets it aside")
    func unreadableListing() async throws {
        let mosaic = MosaicBinary()
        for title in ["자전거", "책상"] {
            let posted = try await mosaic.runAsync([
                "market", "post", "--title", title, "--category", "1", "--price", "1000",
                "--description", "상태 좋아요",
            ])
            #expect(posted.status == 0, "\(posted.stderr)")
        }
        let listed = try await mosaic.runAsync(["market", "list", "--json"])
        let id = try #require(listed.stdout.firstMatch(of: /"id" *: *"([^"]+)"/)?.1).description
        try Self.corrupt(mosaic, table: "rec_market_listings", id: id)

        let list = try await mosaic.runAsync(["market", "list"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("자전거") != list.stdout.contains("책상"), "the readable one is shown")
        #expect(list.stderr.contains("1 stored record could not be read"), "\(list.stderr)")
        #expect(!list.stderr.contains("DecodingError") && !list.stderr.contains("CodingKeys"))

        let show = try await mosaic.runAsync(["market", "show", id])
        #expect(show.status == 74 && show.stderr.contains("cannot be read"))
        #expect(!show.stderr.contains("DecodingError"), "\(show.stderr)")

        let doctor = try await mosaic.runAsync(["doctor"])
        #expect(doctor.stdout.contains("market_listings \(id)"), "\(doctor.stdout)")

        let deleted = try await mosaic.runAsync(["market", "delete", id, "--yes"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(try await mosaic.runAsync(["market", "list"]).stderr.isEmpty)

        // Another one, set aside by repair instead: kept whole, shown by doctor --json.
        let other = try #require(
            try await mosaic.runAsync(["market", "list", "--json"]).stdout
                .firstMatch(of: /"id" *: *"([^"]+)"/)?.1
        ).description
        try Self.corrupt(mosaic, table: "rec_market_listings", id: other)
        let repaired = try await mosaic.runAsync(["doctor", "--repair"])
        #expect(repaired.status == 0, "\(repaired.stdout)\(repaired.stderr)")
        let report = try await mosaic.runAsync(["doctor", "--json"])
        #expect(report.stdout.contains("\"quarantinedRecords\"") && report.stdout.contains(other))
        let afterwards = try await mosaic.runAsync(["market", "list"])
        #expect(afterwards.status == 0 && !afterwards.stderr.contains("could not be read"), "\(afterwards.stderr)")
    }

    /// Makes the stored body of `id` one that no longer decodes (the price is text).
    static func corrupt(_ mosaic: MosaicBinary, table: String, id: String) throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            db.add(function: DatabaseFunction("mosaic_fold", argumentCount: 1, pure: true) { $0[0] })
        }
        let database = try DatabaseQueue(
            path: mosaic.data.appending("mosaic.sqlite").path, configuration: configuration)
        try database.write { db in
            try db.execute(
                sql: #"UPDATE "\#(table)" SET body = json_set(body, '$.price', 'free') WHERE id = ?"#,
                arguments: [id])
        }
        try database.close()
    }
}
