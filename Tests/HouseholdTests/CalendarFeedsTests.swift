import Foundation
import Household
import PersistenceSQLite
import Testing

@Suite("Household: each member's calendar address")
struct CalendarFeedsTests {
    @Test("a token names its member only; the same until renewed; renewed, the old one names no one; forgotten, none")
    func tokens() async throws {
        let feeds = CalendarFeeds(settings: try SQLiteStorage.inMemory(recordTypes: []).settings)
        let mom = try await feeds.token(of: "mom")
        #expect(mom.count == 32 && mom.allSatisfy(\.isHexDigit))
        #expect(try await feeds.token(of: "mom") == mom)
        let dad = try await feeds.token(of: "dad")
        #expect(dad != mom)
        #expect(try await feeds.member(forToken: mom) == "mom")
        #expect(try await feeds.member(forToken: dad) == "dad")
        let renewed = try await feeds.token(of: "mom", renewing: true)
        #expect(try await feeds.member(forToken: mom) == nil)
        #expect(try await feeds.member(forToken: renewed) == "mom")
        #expect(try await feeds.member(forToken: "../" + renewed) == nil)
        #expect(try await feeds.address(of: "dad").hasPrefix("webcal://localhost:8080/calendar/"))
        try await feeds.setHost("mosaic.home")
        #expect(try await feeds.address(of: "dad") == "webcal://mosaic.home/calendar/\(dad).ics")
        try await feeds.forget("dad")
        #expect(try await feeds.member(forToken: dad) == nil)
    }
}
