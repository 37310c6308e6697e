import Foundation
import Household
import PersistenceSQLite
import Testing

@Suite("Household: the member names a server's lists mark")
struct RecentMemberNamesTests {
    @Test("read once and kept while fresh; a household of one has none; read again once stale")
    func freshness() async throws {
        let settings = try SQLiteStorage.inMemory(recordTypes: []).settings
        let members = HouseholdMembers(settings: settings)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        _ = try await members.add("Mom", role: .admin, passwordHash: nil, now: now)
        let kept = RecentMemberNames(settings: settings, fresh: .seconds(3600))
        let stale = RecentMemberNames(settings: settings, fresh: .zero)
        #expect(try await kept.names().isEmpty, "a household of one: no marks")
        let dad = try await members.add("Dad", role: .member, passwordHash: nil, now: now)
        #expect(try await kept.names().isEmpty, "kept while fresh")
        #expect(try await stale.names()[dad.id] == "Dad")
    }
}
