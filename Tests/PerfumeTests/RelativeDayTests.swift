import Core
import Foundation
import Perfume
import Testing

/// jrnl's dates in words (#47): read in English and Korean against a fixed today; a weekday
/// alone is refused as unclear, never guessed.
@Suite("Perfume: days in words")
struct RelativeDayTests {
    /// Thursday 2026-11-26, 09:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_683_600)

    func day(_ text: String) throws(UserError) -> String {
        try TastingDay.parse(text, now: Self.now, timeZone: .gmt).description
    }

    @Test(
        "today, yesterday, the day before, N days ago, last friday, 지난주 금요일 and the rest",
        arguments: [
            ("today", "2026.11.26"), ("오늘", "2026.11.26"), ("yesterday", "2026.11.25"), ("어제", "2026.11.25"),
            ("the day before yesterday", "2026.11.24"), ("그저께", "2026.11.24"), ("그제", "2026.11.24"),
            ("3 days ago", "2026.11.23"), ("1 day ago", "2026.11.25"), ("3일 전", "2026.11.23"),
            ("40 days ago", "2026.10.17"), ("last friday", "2026.11.20"), ("Last Fri", "2026.11.20"),
            ("last thursday", "2026.11.19"), ("지난 금요일", "2026.11.20"), ("지난주 금요일", "2026.11.20"),
            ("지난주 월요일", "2026.11.16"), ("지난주 일요일", "2026.11.22"), ("2024-05-01", "2024.05.01"),
        ])
    func words(_ text: String, _ expected: String) throws {
        #expect(try day(text) == expected)
    }

    @Test("a weekday alone is unclear; a day to come, or words that say no day, are refused (65)")
    func refused() {
        for text in ["friday", "금요일", "tomorrow", "next friday", "0 days ago", "3 weeks ago", "지난달"] {
            #expect(throws: UserError.self, "\(text)") { try day(text) }
        }
        do {
            _ = try day("friday")
        } catch {
            #expect(error.category == .invalidInput && error.message.english.contains("does not say which week"))
        }
        // Typed in Korean, the English line names the weekday in English, and the other way round (#60, item 14).
        do {
            _ = try day("금요일")
        } catch {
            #expect(error.message.english.contains("Say 'last friday'"), "\(error.message.english)")
            #expect(error.message.korean.contains("'지난 금요일'"), "\(error.message.korean)")
        }
        do {
            _ = try day("fri")
        } catch {
            #expect(error.message.korean.contains("'지난주 금요일'"), "\(error.message.korean)")
        }
    }
}
