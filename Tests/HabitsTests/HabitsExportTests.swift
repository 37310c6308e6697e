import Core
import Foundation
import Habits
import TestSupport
import Testing

@Suite("Habits exports")
struct HabitsExportTests {
    typealias F = HabitsFixture

    @Test("the HTML album holds every photo, grouped by category then day, stamped in its colour and style")
    func album() async throws {
        let fixture = try F(now: "2024-05-01T09:30:00Z")
        let water = try await fixture.goal("물 <마시기> & \"more\"")
        let reading = try await fixture.goal("Read", category: "Mom's books")
        try await fixture.repository.certify(
            water.id, image: F.jpeg, color: try OverlayColor(argument: "#CE4438"), style: .gillSans)
        try await fixture.repository.certify(reading.id, image: F.jpeg)
        fixture.set("2024-05-02T15:20:00Z")
        try await fixture.repository.certify(water.id, image: F.jpeg)
        let sections = try await fixture.repository.album()
        #expect(sections.map(\.category.title) == ["건강", "Mom's books"])
        #expect(sections[0].days.map(\.day.description) == ["2024-05-01", "2024-05-02"])
        // A page of the album keeps its categories and days, in order, up to the count (#46).
        let page = AlbumSection.first(1, of: sections)
        #expect(page.count == 1 && page[0].days.map(\.day.description) == ["2024-05-01"] && page[0].photoCount == 1)
        #expect(AlbumSection.first(3, of: sections) == sections)
        let html = AlbumExportHTML.render(
            sections, title: "앨범", timeZone: TimeZone(identifier: "UTC")!, language: .korean
        ) { "photos/\($0.id).jpg" }
        let photos = try await fixture.repository.photos(goalIDs: [water.id, reading.id])
        #expect(photos.count == 3)
        for photo in photos { #expect(html.contains("src=\"photos/\(photo.id).jpg\"")) }
        #expect(
            html.contains(
                "color: #CE4438; font-family: 'Gill Sans', 'Gill Sans MT', Calibri, sans-serif; font-weight: bold; font-style: italic"
            ))
        // The stamp's size comes from the stylesheet (10% of the photo's height): no inline
        // `font` shorthand may reset it (#12).
        #expect(!html.contains("font: ") && html.contains("font-size: 10cqh"))
        // One time format per language: the same 오전/오후 as goal show (#12).
        #expect(html.contains("<span>2024-05-02</span><span>오후 3시 20분</span>"))
        let english = AlbumExportHTML.render(
            sections, title: "Album", timeZone: TimeZone(identifier: "Asia/Seoul")!, language: .english
        ) { "photos/\($0.id).jpg" }
        #expect(
            english.contains("<span>2024-05-03</span><span>12:20 AM</span>") && english.contains("<html lang=\"en\">"))
        #expect(html.contains("물 &lt;마시기&gt; &amp; &quot;more&quot;") && html.contains("Mom&#39;s books"))
        #expect(!html.contains("http://") && !html.contains("https://"), "nothing to fetch from the network")
        #expect(try await fixture.repository.album(month: "2024-06").isEmpty)
        #expect(try await fixture.repository.album(category: "mom's books").count == 1)
    }

    @Test("reminders: one recurring event per goal with an alarm, folded lines and escaped text")
    func iCalendar() async throws {
        let fixture = try F(now: "2024-05-01T09:30:00Z")
        let weekdays = try await fixture.goal(
            "아침 운동; 스트레칭, 요가", from: "2024-05-04", to: "2024-06-30", days: .weekdays, window: "07:00-09:00")
        _ = try await fixture.goal("물 마시기")
        let text = ReminderCalendar.render(
            try await fixture.repository.goals(), categories: try await fixture.repository.categories(),
            stamp: fixture.now.value, language: .korean)
        #expect(text.contains("BEGIN:VEVENT\r\nUID:\(weekdays.id)@habits.mosaic"))
        #expect(text.contains("DTSTART:20240506T070000"), "starts on the first certification day, a Monday")
        #expect(text.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20240630T235959"))
        #expect(text.contains("RRULE:FREQ=DAILY;UNTIL=20240531T235959"))
        #expect(text.contains("SUMMARY:아침 운동\\; 스트레칭\\, 요가"))
        #expect(text.components(separatedBy: "BEGIN:VALARM").count == 3)
        #expect(text.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        #expect(text.contains("DESCRIPTION:건강\\n평일\\n오전 7시 ~ 오전 9시"), "\(text)")
        let english = ReminderCalendar.render(
            try await fixture.repository.goals(), categories: try await fixture.repository.categories(),
            stamp: fixture.now.value, language: .english)
        #expect(
            english.contains("DESCRIPTION:건강\\nWeekdays\\n7:00 AM ~ 9:00 AM")
                && english.contains("PRODID:-//Mosaic//Habits//EN"))
    }

    /// Whether Python's `icalendar` is installed for the parser check.
    static let hasICalendar = (try? python(["-c", "import icalendar"]).status == 0) ?? false

    static func python(_ arguments: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
        )
        .run(["python3"] + arguments)
    }

    @Test(
        "reminders: Python's icalendar parser reads both events with their rules and alarms",
        .enabled(if: hasICalendar, "needs Python's icalendar (pip install icalendar); skipped, not passed, without it"))
    func iCalendarParses() async throws {
        let fixture = try F(now: "2024-05-01T09:30:00Z")
        _ = try await fixture.goal(
            "아침 운동; 스트레칭, 요가", from: "2024-05-04", to: "2024-06-30", days: .weekdays, window: "07:00-09:00")
        _ = try await fixture.goal("물 마시기")
        let text = ReminderCalendar.render(
            try await fixture.repository.goals(), categories: try await fixture.repository.categories(),
            stamp: fixture.now.value, language: .korean)
        let file = TemporaryDirectory("ics").appending("habits.ics")
        try Data(text.utf8).write(to: file)
        let check = """
            import sys, icalendar
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], "rb").read())
            events = [c for c in cal.walk("VEVENT")]
            assert len(events) == 2, events
            assert all(e.get("RRULE") and e.walk("VALARM") for e in events)
            print("ok", len(events))
            """
        let path = file.path
        let result = try await ProcessRunner.offPool { try Self.python(["-c", check, path]) }
        #expect(result.status == 0 && result.stdout.hasPrefix("ok 2"), "\(result.stdout)\(result.stderr)")
    }
}
