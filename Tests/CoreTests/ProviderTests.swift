import Core
import Foundation
import Testing

@Suite("Date and id providers")
struct ProviderTests {
    @Test("MOSAIC_NOW pins now")
    func mosaicNowPins() throws {
        let provider = try DateProvider.live(environment: ["MOSAIC_NOW": "2024-05-01T09:30:00Z"])
        #expect(provider.now() == Date(timeIntervalSince1970: 1_714_555_800))
    }

    @Test("a MOSAIC_NOW that is not ISO 8601 is a usage error with an example")
    func invalidNow() {
        #expect {
            try DateProvider.live(environment: ["MOSAIC_NOW": "yesterday"])
        } throws: { error in
            let error = error as? UserError
            return error?.category == .usage && error?.message.english.contains("2024-05-01T09:30:00Z") == true
        }
    }

    @Test("without MOSAIC_NOW the system clock is used")
    func systemClock() throws {
        let provider = try DateProvider.live(environment: [:])
        #expect(abs(provider.now().timeIntervalSinceNow) < 5)
    }

    @Test("uuid ids are unique and lower-case")
    func uuids() {
        let a = IDProvider.uuid.next()
        let b = IDProvider.uuid.next()
        #expect(a != b)
        #expect(a == a.lowercased())
    }
}
