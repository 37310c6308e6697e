import Foundation
import Testing

@testable import SiteServer

/// The `Date` header `WebHTTPService` sends, now that Hummingbird's date cache (built on
/// `merge`, #56) no longer runs.
@Suite("the Date header")
struct HTTPDateHeaderTests {
    @Test("RFC 9110's IMF-fixdate, as its own example writes it, with a leading zero on days and times")
    func imfFixdate() {
        #expect(HTTPDateHeader.format(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDateHeader.format(0) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(HTTPDateHeader.format(1_709_251_199) == "Thu, 29 Feb 2024 23:59:59 GMT")
    }

    @Test("the current second's text, parsed back, is within a second of now")
    func now() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        formatter.timeZone = TimeZone(identifier: "GMT")
        let parsed = try #require(formatter.date(from: HTTPDateHeader().now()))
        #expect(abs(parsed.timeIntervalSinceNow) < 2)
    }
}
