import Core
import Foundation
import Household
import PersistenceSQLite
import Testing

@Suite("Household: the members")
struct HouseholdMembersTests {
    let members: HouseholdMembers
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    init() throws {
        members = HouseholdMembers(settings: try SQLiteStorage.inMemory(recordTypes: []).settings)
    }

    @Test("the first member is the admin whatever is asked; the next are what they are asked to be")
    func firstIsAdmin() async throws {
        let first = try await members.add("엄마", role: .member, passwordHash: "h", now: now)
        let second = try await members.add("Dad", role: .member, passwordHash: nil, now: now.addingTimeInterval(1))
        let third = try await members.add("Grandma", role: .admin, passwordHash: nil, now: now.addingTimeInterval(2))
        #expect(first.isAdmin && !second.isAdmin && third.isAdmin)
        #expect(try await members.all().map(\.name) == ["엄마", "Grandma", "Dad"])
    }

    @Test("a name is unique without case, renames keep the id, and an unknown name is 66")
    func names() async throws {
        let dad = try await members.add("Dad", role: .member, passwordHash: nil, now: now)
        let taken = await #expect(throws: UserError.self) {
            try await members.add("dad", role: .member, passwordHash: nil, now: now)
        }
        #expect(taken?.category == .invalidInput)
        let renamed = try await members.rename(dad, to: "DAD")
        #expect(renamed.id == dad.id && renamed.name == "DAD")
        #expect(try await members.named("dad")?.id == dad.id)
        let missing = await #expect(throws: UserError.self) { try await members.member(named: "Mom") }
        #expect(missing?.category == .notFound)
    }

    @Test(
        "names that cannot be typed back are refused (65) and nothing is written",
        arguments: ["", " a", "a\u{1B}[2J", String(repeating: "가", count: 33)])
    func badNames(name: String) async throws {
        let refused = await #expect(throws: UserError.self) {
            try await members.add(name, role: .admin, passwordHash: nil, now: now)
        }
        #expect(refused?.category == .invalidInput)
        #expect(try await members.all().isEmpty)
    }

    @Test("the last admin stays one")
    func lastAdmin() async throws {
        let admin = try await members.add("엄마", role: .admin, passwordHash: nil, now: now)
        await #expect(throws: UserError.self) { try await members.setRole(.member, for: admin) }
        _ = try await members.add("Dad", role: .admin, passwordHash: nil, now: now)
        #expect(try await members.setRole(.member, for: admin).role == .member)
    }
}
