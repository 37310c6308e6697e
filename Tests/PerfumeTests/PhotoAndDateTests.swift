import Core
import Foundation
import Perfume
import TestSupport
import Testing

@Suite("Photos are checked by their bytes; dates are read strictly")
struct PhotoAndDateTests {
    @Test("each supported format is recognised by its first bytes")
    func formats() {
        let samples: [(Data, ImageFormat)] = [
            (SamplePhoto.pngBytes, .png),
            (SamplePhoto.jpegBytes, .jpeg),
            (Data("GIF89a".utf8) + Data(repeating: 0, count: 8), .gif),
            (Data("RIFF".utf8) + Data([1, 2, 3, 4]) + Data("WEBPVP8 ".utf8), .webp),
            (Data([0, 0, 0, 24]) + Data("ftypheic".utf8) + Data(repeating: 0, count: 8), .heic),
        ]
        for (data, format) in samples {
            #expect(ImageFormat(sniffing: data) == format)
        }
        #expect(ImageFormat(sniffing: Data()) == nil)
        #expect(ImageFormat(sniffing: Data([0x89, 0x50])) == nil)
    }

    @Test("a text file renamed .png, a missing path, a folder and a 21 MB image are refused with their own codes")
    func badPhotos() throws {
        let folder = TemporaryDirectory("perfume-photos")
        let fake = folder.url.appendingPathComponent("fake.png")
        try Data("just text".utf8).write(to: fake)
        #expect(throws: UserError(CoreMessages.notAnImage(fake.path), category: .invalidInput)) {
            try ImageFile.load(path: fake.path)
        }
        let missing = folder.url.appendingPathComponent("missing.png").path
        #expect(throws: UserError(CoreMessages.imageMissing(missing), category: .notFound)) {
            try ImageFile.load(path: missing)
        }
        #expect(throws: UserError(CoreMessages.notAnImage(folder.path), category: .invalidInput)) {
            try ImageFile.load(path: folder.path)
        }
        let huge = folder.url.appendingPathComponent("huge.png")
        try (SamplePhoto.pngBytes + Data(count: 21 * 1024 * 1024)).write(to: huge)
        #expect { try ImageFile.load(path: huge.path) } throws: { error in
            (error as? UserError)?.category == .invalidInput
                && (error as? UserError)?.message.english.contains("at most 20 MB") == true
        }
        let real = folder.url.appendingPathComponent("real.JPG")
        try SamplePhoto.jpegBytes.write(to: real)
        #expect(try ImageFile.load(path: real.path).format == .jpeg)
    }

    @Test("dates: 2024.05.01, 2024-05-01, today and yesterday; anything else names a valid example")
    func dates() throws {
        let now = DateProvider.parseISO8601("2024-05-10T12:00:00Z")!
        let utc = TimeZone(identifier: "UTC")!
        #expect(try TastingDay.parse("2024.05.01", now: now).description == "2024.05.01")
        #expect(try TastingDay.parse("2024-5-1", now: now).description == "2024.05.01")
        #expect(try TastingDay.parse("today", now: now, timeZone: utc).description == "2024.05.10")
        #expect(try TastingDay.parse("Yesterday", now: now, timeZone: utc).description == "2024.05.09")
        #expect(try TastingDay.parse("어제", now: now, timeZone: utc).description == "2024.05.09")
        for bad in [
            "2024.02.30", "01.05.2024", "tomorrow", "", "2024.05", "２０２４.05.01", "2024.05.01; DROP TABLE", "0001-01-01",
            "1899.12.31",
        ] {
            #expect(throws: UserError(PerfumeMessages.invalidDate(bad), category: .invalidInput)) {
                try TastingDay.parse(bad, now: now)
            }
        }
        #expect(PerfumeMessages.invalidDate("x").english.contains("2024.05.01"))
    }

    @Test("a tasting day after today is refused with its own message (#12)")
    func futureDates() throws {
        let now = DateProvider.parseISO8601("2024-05-10T12:00:00Z")!
        let utc = TimeZone(identifier: "UTC")!
        for future in ["2030.01.01", "2024-05-11"] {
            #expect(throws: UserError(PerfumeMessages.futureDate(future), category: .invalidInput)) {
                try TastingDay.parse(future, now: now, timeZone: utc)
            }
        }
        #expect(try TastingDay.parse("2024.05.10", now: now, timeZone: utc).description == "2024.05.10")
    }

    @Test("today is the person's own near the date line: a day after UTC's is allowed east of it, refused west")
    func todayAtTheDateLine() throws {
        let now = DateProvider.parseISO8601("2024-05-10T11:00:00Z")!
        let east = TimeZone(secondsFromGMT: 14 * 3600)!  // Kiritimati: already 2024.05.11, 01:00.
        let west = TimeZone(secondsFromGMT: -12 * 3600)!  // Baker Island: still 2024.05.09, 23:00.
        #expect(try TastingDay.parse("2024.05.11", now: now, timeZone: east).description == "2024.05.11")
        #expect(throws: UserError(PerfumeMessages.futureDate("2024.05.10"), category: .invalidInput)) {
            try TastingDay.parse("2024.05.10", now: now, timeZone: west)
        }
        #expect(try TastingDay.parse("2024.05.09", now: now, timeZone: west).description == "2024.05.09")
        #expect(try TastingDay.parse("2024.05.08", now: now, timeZone: west).description == "2024.05.08")
    }

    @Test("whether a day is in the future asks for the time zone only near today, and answers as the zone says")
    func futureDayNeedsTheZoneOnlyNearToday() throws {
        let now = DateProvider.parseISO8601("2024-05-10T11:00:00Z")!
        let asked = LockedValue(0)
        func zone(_ zone: TimeZone) -> () -> TimeZone {
            {
                asked.withLock { $0 += 1 }
                return zone
            }
        }
        let west = TimeZone(secondsFromGMT: -12 * 3600)!
        let east = TimeZone(secondsFromGMT: 14 * 3600)!
        #expect(!TastingDay(year: 2024, month: 5, day: 1)!.isAfterToday(now: now, timeZone: zone(west)))
        #expect(!TastingDay(year: 2024, month: 5, day: 8)!.isAfterToday(now: now, timeZone: zone(west)))
        #expect(asked.value == 0)
        #expect(TastingDay(year: 2024, month: 5, day: 10)!.isAfterToday(now: now, timeZone: zone(west)))
        #expect(!TastingDay(year: 2024, month: 5, day: 11)!.isAfterToday(now: now, timeZone: zone(east)))
        #expect(TastingDay(year: 2024, month: 5, day: 12)!.isAfterToday(now: now, timeZone: zone(east)))
        #expect(asked.value == 3)
    }

    @Test("a day's count from 1970.01.01 agrees with the Gregorian calendar on every day from 1896 to 2104")
    func daysSince1970() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        var date = calendar.date(from: DateComponents(year: 1896, month: 1, day: 1))!
        let end = calendar.date(from: DateComponents(year: 2104, month: 12, day: 31))!
        while date <= end {
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let day = try #require(TastingDay(year: parts.year!, month: parts.month!, day: parts.day!))
            #expect(day.daysSince1970 == Int(date.timeIntervalSince1970 / 86_400))
            date = date.addingTimeInterval(86_400)
        }
    }
}
