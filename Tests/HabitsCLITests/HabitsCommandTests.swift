import CommandTestSupport
import Foundation
import TestSupport
import Testing

@Suite("mosaic habits")
struct HabitsCommandTests {
    func mosaic(at now: String) -> MosaicBinary {
        var mosaic = MosaicBinary()
        mosaic.environment = ["TZ": "UTC", "MOSAIC_NOW": now]
        return mosaic
    }

    /// Issue #57: the README promises the order things were saved in when two share a time,
    /// on either engine (CI runs this file on PostgreSQL too).
    @Test("categories and goals made in one instant list in the order they were made")
    func madeInOneInstant() async throws {
        let mosaic = mosaic(at: "2024-05-06T07:30:00Z")
        for category in ["건강", "공부", "독서"] {
            #expect(try await mosaic.runAsync(["habits", "category", "add", category]).status == 0)
        }
        for title in ["다", "가", "나"] {
            let added = try await mosaic.runAsync(["habits", "goal", "add", "--category", "공부", "--title", title])
            #expect(added.status == 0, "\(added.stderr)")
        }
        for (list, titles) in [("category", ["건강", "공부", "독서"]), ("goal", ["다", "가", "나"])] {
            let listed = try await mosaic.runAsync(["habits", list, "list", "--json"])
            let rows = try #require(JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
            #expect(rows.compactMap { $0["title"] as? String } == titles, "\(listed.stdout)")
        }
    }

    @Test("goal edit with nothing to change: 64 naming the flags in a pipe; the same title writes nothing (#47)")
    func goalEditWithoutChanges() async throws {
        let mosaic = mosaic(at: "2024-05-06T07:30:00Z")
        #expect(try await mosaic.runAsync(["habits", "category", "add", "건강"]).status == 0)
        #expect(
            try await mosaic.runAsync(["habits", "goal", "add", "--category", "건강", "--title", "물 마시기"]).status == 0)
        let piped = try await mosaic.runAsync(["habits", "goal", "edit", "물 마시기"])
        #expect(piped.status == 64 && piped.stderr.contains("give one of --title, --subtitle"), "\(piped.stderr)")
        let same = try await mosaic.runAsync(["habits", "goal", "edit", "물 마시기", "--title", "물 마시기"])
        #expect(same.status == 0 && same.stderr.contains("Nothing changed; nothing was saved."), "\(same.stderr)")
        let screen = try mosaic.onTerminal(["habits", "goal", "edit", "물 마시기"])
        #expect(await screen.waitFor("[물 마시기]"), "\(screen.screen)")
        screen.type("물 2L 마시기\r\r")
        // What no flag gave is asked too, each shown as it is now (#60, item 12).
        #expect(await screen.waitFor("today) [2024-05-06]: "), "\(screen.screen)")
        screen.type("\r")
        #expect(await screen.waitFor("Last day [2024-06-04]"), "\(screen.screen)")
        screen.type("\r")
        #expect(await screen.waitFor("[daily]"), "\(screen.screen)")
        screen.type("8/week\r")
        #expect(await screen.waitFor("A goal takes 1 to 7 days a week."), "asked again: \(screen.screen)")
        screen.type("3/week\r")
        #expect(await screen.waitFor("[09:00-21:00]"), "\(screen.screen)")
        screen.type("07:00-10:00\r")
        #expect(await screen.waitFor("[none]"), "\(screen.screen)")
        screen.type("2 L\r")
        #expect(await screen.waitFor("At most 2 L a day"), "\(screen.screen)")
        screen.type("y\r")
        #expect(await screen.exitStatus() == 0 && screen.screen.contains("물 2L 마시기"), "\(screen.screen)")
        let shown = try await mosaic.runAsync(["habits", "goal", "show", "물 2L 마시기", "--json"]).stdout
        #expect(shown.contains("07:00-10:00") && shown.contains("atMost"), "\(shown)")
    }

    @Test("two goals of one title: the ambiguity and the certify picker name each one's category and window (#47)")
    func sameTitleInTwoCategories() async throws {
        let mosaic = mosaic(at: "2024-05-06T07:30:00Z")
        for (category, window) in [("건강", "07:00-09:00"), ("공부", "06:00-10:00")] {
            #expect(try await mosaic.runAsync(["habits", "category", "add", category]).status == 0)
            let added = try await mosaic.runAsync([
                "habits", "goal", "add", "--category", category, "--title", "같은", "--window", window,
            ])
            #expect(added.status == 0, "\(added.stderr)")
        }
        let ambiguous = try await mosaic.runAsync(["habits", "goal", "show", "같은"])
        #expect(
            ambiguous.status == 65 && ambiguous.stderr.contains("같은 · 건강 · ") && ambiguous.stderr.contains("같은 · 공부 · ")
        )
        let picker = try mosaic.onTerminal(["habits", "certify"])
        #expect(await picker.waitFor("같은 · 공부"), "\(picker.screen)")
        #expect(picker.screen.contains("같은 · 건강"))
        picker.type("\u{03}")
        #expect(await picker.exitStatus() == 130)
    }

    @Test("a category or goal not found is named as what was looked for, a title or an id, not 'the id' (#47)")
    func notFoundByTitle() async throws {
        let mosaic = mosaic(at: "2024-05-06T07:30:00Z")
        let album = try await mosaic.runAsync(["habits", "album", "--category", "없는카테고리"])
        #expect(album.status == 66 && album.stderr.contains("No category is titled '없는카테고리' or has that id"))
        let goal = try await mosaic.runAsync(["habits", "goal", "show", "없는목표", "--lang", "ko"])
        #expect(goal.status == 66 && goal.stderr.contains("'없는목표' 이라는 제목이나 아이디의 목표가 없어요"))
    }

    @Test("a category has one JSON shape across add, list, rename and delete (#47)")
    func categoryJSONShape() async throws {
        let mosaic = mosaic(at: "2024-05-06T07:30:00Z")
        let keys = { (text: String) throws -> Set<String> in
            let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
            let object = (value as? [[String: Any]])?.first ?? (value as? [String: Any]) ?? [:]
            return Set(object.keys)
        }
        let added = try keys(try await mosaic.runAsync(["habits", "category", "add", "건강", "--json"]).stdout)
        let listed = try keys(try await mosaic.runAsync(["habits", "category", "list", "--json"]).stdout)
        let renamed = try keys(
            try await mosaic.runAsync(["habits", "category", "rename", "건강", "운동", "--json"]).stdout)
        let deleted = try keys(
            try await mosaic.runAsync(["habits", "category", "delete", "운동", "--yes", "--json"]).stdout)
        #expect(added == ["id", "title", "createdAt", "goals"])
        #expect(listed == added && renamed == added && deleted == added)
    }

    @Test("an edit names the photos it puts outside the goal's rules, once: a new title after it repeats nothing (#60)")
    func editNamesPhotosOnce() async throws {
        let mosaic = mosaic(at: "2024-05-06T07:30:00Z")
        #expect(try await mosaic.runAsync(["habits", "category", "add", "건강"]).status == 0)
        #expect(
            try await mosaic.runAsync([
                "habits", "goal", "add", "--category", "건강", "--title", "물 마시기", "--window", "07:00-21:00",
            ]).status == 0)
        let photo = mosaic.data.appending("p.jpg")
        try ImageFixtures.jpeg.write(to: photo)
        #expect(try await mosaic.runAsync(["habits", "certify", "물 마시기", "--photo", photo.path]).status == 0)
        let narrowed = try await mosaic.runAsync(["habits", "goal", "edit", "물 마시기", "--window", "09:00-21:00"])
        #expect(
            narrowed.status == 0 && narrowed.stderr.contains("1 earlier photo no longer fits"), "\(narrowed.stderr)")
        let renamed = try await mosaic.runAsync(["habits", "goal", "edit", "물 마시기", "--title", "물 2L"])
        #expect(renamed.status == 0 && !renamed.stderr.contains("no longer fit"), "\(renamed.stderr)")
    }

    @Test(
        "a skipped day breaks no streak, shows as ~ on the calendar and has no reminder; --undo asks for it again (#48)"
    )
    func skipDays() async throws {
        var mosaic = mosaic(at: "2024-05-06T07:30:00Z")
        #expect(try await mosaic.runAsync(["habits", "category", "add", "건강"]).status == 0)
        #expect(
            try await mosaic.runAsync([
                "habits", "goal", "add", "--category", "건강", "--title", "물 마시기", "--window", "07:00-21:00",
                "--to", "2024-05-31",
            ]).status == 0)
        let photo = mosaic.data.appending("p.jpg")
        try ImageFixtures.jpeg.write(to: photo)
        #expect(try await mosaic.runAsync(["habits", "certify", "물 마시기", "--photo", photo.path]).status == 0)
        let skipped = try await mosaic.runAsync(["habits", "skip", "물 마시기", "--day", "2024-05-07"])
        #expect(skipped.status == 0 && skipped.stderr.contains("2024-05-07 skipped"), "\(skipped.stderr)")
        mosaic.environment["MOSAIC_NOW"] = "2024-05-08T07:30:00Z"
        #expect(try await mosaic.runAsync(["habits", "certify", "물 마시기", "--photo", photo.path]).status == 0)
        let shown = try await mosaic.runAsync(["habits", "goal", "show", "물 마시기", "--json"])
        let goal = try #require(try mosaic.json(shown) as? [String: Any])
        #expect(goal["currentStreak"] as? Int == 2, "the skipped 7th does not break the run: \(goal)")
        let text = try await mosaic.runAsync(["habits", "goal", "show", "물 마시기"])
        #expect(text.stdout.contains(" 7~"), "\(text.stdout)")
        let reminders = try await mosaic.runAsync(["habits", "reminders", "export", "-"])
        #expect(reminders.stdout.contains("EXDATE:20240507T0700"), "\(reminders.stdout)")
        #expect(
            try await mosaic.runAsync(["habits", "skip", "물 마시기", "--day", "2024-05-06"]).status == 65, "certified")
        #expect(try await mosaic.runAsync(["habits", "skip", "물 마시기", "--day", "2024-07-01"]).status == 65, "outside")
        #expect(
            try await mosaic.runAsync([
                "habits", "goal", "add", "--category", "건강", "--title", "주말 산책", "--days", "sat,sun", "--to",
                "2024-05-31",
            ]).status == 0)
        let weekday = try await mosaic.runAsync(["habits", "skip", "주말 산책", "--day", "2024-05-08"])
        #expect(weekday.status == 65 && weekday.stderr.contains("does not ask for"), "a day never asked for (#60)")
        #expect(try await mosaic.runAsync(["habits", "skip", "물 마시기", "--day", "2024-05-07", "--undo"]).status == 0)
        let after = try #require(
            try mosaic.json(try await mosaic.runAsync(["habits", "goal", "show", "물 마시기", "--json"])) as? [String: Any])
        #expect(after["currentStreak"] as? Int == 1, "asked for again, the 7th went by uncertified: \(after)")
    }

    @Test("categories, goals, certification rules, album export and reminders end to end")
    func endToEnd() async throws {
        var mosaic = mosaic(at: "2024-05-06T07:30:00Z")
        #expect(try await mosaic.runAsync(["habits", "category", "add", "건강"]).status == 0)
        let duplicate = try await mosaic.runAsync(["habits", "category", "add", " 건강 ", "--lang", "ko"])
        #expect(duplicate.status == 65 && duplicate.stderr.contains("이미 존재하는 카테고리 입니다."))
        #expect(try await mosaic.runAsync(["habits", "category", "add", "Mom's \"list\""]).status == 0)
        let added = try await mosaic.runAsync([
            "habits", "goal", "add", "--category", "건강", "--title", "물 마시기", "--days", "mon,wed,fri",
            "--window", "07:00-09:00", "--to", "2024-05-31",
        ])
        #expect(added.status == 0 && added.stderr.contains("12 certification days"), "\(added.stderr)")
        #expect(
            try await mosaic.runAsync(["habits", "goal", "add", "--category", "mom's \"LIST\"", "--title", "물 마시기"])
                .status == 0)
        #expect(
            try await mosaic.runAsync([
                "habits", "goal", "add", "--category", "건강", "--title", "x", "--from", "2024-05-01",
            ]).status == 65)
        #expect(
            try await mosaic.runAsync(["habits", "goal", "add", "--category", "건강", "--title", "x", "--window", "9-7"])
                .status == 65)
        let goals =
            try mosaic.json(try await mosaic.runAsync(["habits", "goal", "list", "--json"])) as? [[String: Any]] ?? []
        let id = try #require(goals.first { $0["category"] as? String == "건강" }?["id"] as? String)

        let photo = mosaic.data.appending("p.jpg")
        try ImageFixtures.jpeg.write(to: photo)
        let text = mosaic.data.appending("p.png")
        try Data("not an image".utf8).write(to: text)
        #expect(try await mosaic.runAsync(["habits", "certify", id, "--photo", text.path]).status == 65)
        let certified = try await mosaic.runAsync([
            "habits", "certify", String(id.prefix(6)), "--photo", photo.path, "--color", "#ce4438", "--style",
            "GillSans",
        ])
        #expect(certified.status == 0 && certified.stderr.contains("1/12"), "\(certified.stderr)")
        let again = try await mosaic.runAsync(["habits", "certify", id, "--photo", photo.path, "--lang", "ko"])
        #expect(
            again.status == 65 && again.stderr.contains("오늘은 이미 인증했어요.") && again.stderr.contains("2024-05-08 오전 7시")
        )
        mosaic.environment["MOSAIC_NOW"] = "2024-05-08T09:01:00Z"
        let late = try await mosaic.runAsync(["habits", "certify", id, "--photo", photo.path])
        #expect(late.status == 65 && late.stderr.contains("closed") && late.stderr.contains("2024-05-10 7:00 AM"))
        mosaic.environment["MOSAIC_NOW"] = "2024-05-10T07:00:00Z"
        let due = try await mosaic.runAsync(["habits", "due"])
        #expect(due.stdout.contains("Open now") && due.stdout.contains("물 마시기"))

        let json =
            try mosaic.json(try await mosaic.runAsync(["habits", "goal", "show", id, "--json"])) as? [String: Any]
        #expect(
            json?["certified"] as? Int == 1 && json?["target"] as? Int == 12
                && json?["id"] as? String == id)
        for arguments in [
            ["habits", "goal", "show", id, "--month", "2024-13"], ["habits", "album", "--month", "2024-13"],
        ] {
            let month = try await mosaic.runAsync(arguments)
            #expect(month.status == 65 && month.stderr.contains("is not a month"), "\(arguments)")
        }
        let shown = try await mosaic.runAsync(["habits", "goal", "show", id, "--lang", "ko"])
        #expect(
            shown.status == 0 && shown.stdout.contains(" 6✓") && shown.stdout.contains("월, 수, 금")
                && shown.stdout.contains("오전 7시"))
        // The calendar tells a missed day (Wednesday the 8th) from today, still open (Friday the 10th), and
        // a day to come (Monday the 13th) (#31, #47).
        #expect(
            shown.stdout.contains(" 8✗") && shown.stdout.contains("10○") && shown.stdout.contains("13·")
                && shown.stdout.contains("✗ 놓침") && shown.stdout.contains("○ 오늘"),
            "\(shown.stdout)")
        let list = try await mosaic.runAsync(["habits", "goal", "list"])
        #expect(list.stdout.contains("[#") && list.stdout.contains("8% 1/12"))
        // Loop's habit strength: one certified day, one missed (#31).
        #expect(shown.stdout.contains("습관 강도") && list.stdout.contains("STRENGTH"), "\(list.stdout)")
        let strength =
            try mosaic.json(try await mosaic.runAsync(["habits", "goal", "show", id, "--json"])) as? [String: Any]
        #expect(strength?["strength"] as? Int == 5)

        let folder = mosaic.data.appending("album")
        #expect(try await mosaic.runAsync(["habits", "album", "export", folder.path]).status == 0)
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("photos").path)
        #expect(files.count == 1 && html.contains("photos/\(files[0])") && html.contains("color: #CE4438"))
        // An index.html already there is replaced only when asked (#31): refused in a pipe,
        // kept when the person says no, replaced with --force.
        try Data("mine".utf8).write(to: folder.appendingPathComponent("index.html"))
        let refused = try await mosaic.runAsync(["habits", "album", "export", folder.path])
        #expect(refused.status == 65 && refused.stderr.contains("Pass --force to replace it"), "\(refused.stderr)")
        let keptAlbum = try await mosaic.runOnTerminalAsync(["habits", "album", "export", folder.path], typing: ["n"])
        #expect(keptAlbum.status == 0 && keptAlbum.stderr.contains("already exists. Replace it?"))
        #expect(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8) == "mine")
        #expect(try await mosaic.runAsync(["habits", "album", "export", folder.path, "--force"]).status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8) != "mine")
        let ics = mosaic.data.appending("h.ics")
        #expect(try await mosaic.runAsync(["habits", "reminders", "export", ics.path]).status == 0)
        #expect(try String(contentsOf: ics, encoding: .utf8).components(separatedBy: "BEGIN:VEVENT").count == 3)
        #expect(try await mosaic.runAsync(["habits", "reminders", "export", "/proc/h.ics"]).status == 74)
        // `-` is stdout, never a file named "-" (#31).
        let toStdout = try await mosaic.runAsync(["habits", "reminders", "export", "-"])
        #expect(toStdout.status == 0 && toStdout.stdout.hasPrefix("BEGIN:VCALENDAR"), "\(toStdout.stdout.prefix(80))")
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/-"))
        // --json says what was written (#27).
        let written = try await mosaic.runAsync(["habits", "reminders", "export", ics.path, "--json"])
        let summary = try #require(try mosaic.json(written) as? [String: Any])
        #expect(summary["file"] as? String == ics.path && summary["count"] as? Int == 2)

        let stamps = try await mosaic.runAsync(["habits", "stamps"])
        #expect(
            stamps.status == 0 && stamps.stdout.contains(" 1  #E4B6BC") && stamps.stdout.contains("18  #EF5C0C")
                && stamps.stdout.contains("GillSans"))
        let stampsJSON = try mosaic.json(try await mosaic.runAsync(["habits", "stamps", "--json"])) as? [String: Any]
        #expect(
            (stampsJSON?["colors"] as? [[String: Any]])?.count == 18
                && (stampsJSON?["styles"] as? [String])?.contains("none") == true)
        #expect(try await mosaic.runAsync(["habits", "category", "add", "독서"]).status == 0)
        let elsewhere = try await mosaic.runAsync(["habits", "album", "--category", "독서"])
        #expect(
            elsewhere.status == 0 && elsewhere.stderr.contains("No certification photos in that category or month."))
        let album = try mosaic.json(try await mosaic.runAsync(["habits", "album", "--json"])) as? [[String: Any]] ?? []
        let photoID = try #require(album.first?["id"] as? String)
        #expect(try await mosaic.runAsync(["habits", "photo", "edit", photoID, "--style", "verdana"]).status == 0)
        #expect(try await mosaic.runAsync(["habits", "photo", "edit", photoID, "--color", "red"]).status == 64)
        // No flags on a terminal: a form asks both, the photo's own marked; Enter keeps them (#60, item 12).
        let kept = try await mosaic.runOnTerminalAsync(["habits", "photo", "edit", photoID], typing: ["", ""])
        #expect(kept.status == 0 && kept.stderr.contains("Nothing changed"), "\(kept.stderr)")
        let picked = try await mosaic.runOnTerminalAsync(
            ["habits", "photo", "edit", photoID, "--json"], typing: ["3", "Noteworthy"])
        #expect(picked.status == 0 && picked.stderr.contains("Stamp colour"), "\(picked.stderr)")
        let stamp = try #require(try mosaic.json(picked) as? [String: Any])
        #expect(stamp["style"] as? String == "Noteworthy" && stamp["color"] as? String == "#000000")
        #expect(try await mosaic.runAsync(["habits", "category", "delete", "건강"]).status == 65)
        // Every deletion asks on a terminal and needs --yes without one (#12).
        for unconfirmed in [
            ["habits", "goal", "delete", id], ["habits", "category", "delete", "건강", "--cascade"],
            ["habits", "photo", "delete", photoID],
        ] {
            let refused = try await mosaic.runAsync(unconfirmed)
            #expect(refused.status == 65 && refused.stderr.contains("--yes"), "\(unconfirmed)")
        }
        let declined = try await mosaic.runOnTerminalAsync(
            ["habits", "category", "delete", "건강", "--cascade"], typing: ["n"])
        #expect(
            declined.status == 0 && declined.stderr.contains("Nothing was deleted")
                && declined.stderr.contains("goal and all their photos"))
        #expect(try await mosaic.runAsync(["habits", "album", "--json"]).stdout.contains(photoID))
        let photoGone = try await mosaic.runOnTerminalAsync(["habits", "photo", "delete", photoID], typing: ["y"])
        #expect(photoGone.status == 0)
        #expect(!(try await mosaic.runAsync(["habits", "album", "--json"]).stdout.contains(photoID)))
        #expect(try await mosaic.runAsync(["habits", "category", "delete", "건강", "--cascade", "--yes"]).status == 0)
        let left = try await mosaic.storedPhotoNames(under: "habits")
        #expect(left.isEmpty)
    }

    @Test(
        "a goal that could never be completed is refused (65) naming why; the target counts only days still open (#12)")
    func uncompletableGoals() async throws {
        let mosaic = mosaic(at: "2024-05-01T18:30:00Z")
        #expect(try await mosaic.runAsync(["habits", "category", "add", "운동"]).status == 0)
        let closed = try await mosaic.runAsync([
            "habits", "goal", "add", "--category", "운동", "--title", "t", "--from", "today",
            "--to", "today", "--window", "07:00-09:00",
        ])
        #expect(closed.status == 65 && closed.stderr.contains("No certification day can still be certified"))
        let weekend = try await mosaic.runAsync([
            "habits", "goal", "add", "--category", "운동", "--title", "t", "--from", "2024-05-02",
            "--to", "2024-05-03", "--days", "weekend", "--lang", "ko",
        ])
        #expect(weekend.status == 65 && weekend.stderr.contains("2024-05-02 ~ 2024-05-03 에는 인증 요일(주말)이 없어서"))

        let month = try await mosaic.runAsync([
            "habits", "goal", "add", "--category", "운동", "--title", "t", "--to", "2024-05-31",
            "--days", "weekdays", "--window", "07:00-09:00", "--json",
        ])
        #expect(month.status == 0)
        let goal = try #require(try mosaic.json(month) as? [String: Any])
        #expect(goal["target"] as? Int == 22 && goal["certifiedDays"] as? [String] == [])
        let id = try #require(goal["id"] as? String)
        let edited = try await mosaic.runAsync([
            "habits", "goal", "edit", id, "--from", "2024-05-04", "--to", "2024-05-05",
        ])
        #expect(edited.status == 65 && edited.stderr.contains("has no certification day"))
        let shown = try await mosaic.runAsync(["habits", "goal", "show", id])
        #expect(shown.stdout.contains("0/22"))
    }

    @Test("six commands adding the same category at once add it once; the others are told it exists (65) (#44)")
    func sameCategoryAtOnce() async throws {
        let mosaic = MosaicBinary()
        let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
            for index in 0..<6 {
                group.addTask {
                    try await mosaic.launch(["habits", "category", "add", index % 2 == 0 ? "Same" : "same "]).status
                }
            }
            return try await group.reduce(into: [Int32]()) { $0.append($1) }
        }
        #expect(statuses.sorted() == [0, 65, 65, 65, 65, 65])
        let listed = try await mosaic.runAsync(["habits", "category", "list", "--json"])
        let categories = try #require(try mosaic.json(listed) as? [[String: Any]])
        #expect(categories.count == 1)
    }

    @Test("a goal of 3 times a week: --days 3/week, any day until the week has 3, shown as a person says it (#31)")
    func countGoals() async throws {
        var mosaic = mosaic(at: "2024-05-05T10:00:00Z")
        #expect(try await mosaic.runAsync(["habits", "category", "add", "운동"]).status == 0)
        let tooMany = try await mosaic.runAsync([
            "habits", "goal", "add", "--category", "운동", "--title", "달리기", "--days", "8/week",
        ])
        #expect(tooMany.status == 64 && tooMany.stderr.contains("1 to 7 days a week"), "\(tooMany.stderr)")
        let added = try await mosaic.runAsync([
            "habits", "goal", "add", "--category", "운동", "--title", "달리기", "--days", "주3회", "--to", "2024-05-18",
            "--json",
        ])
        let goal = try #require(try mosaic.json(added) as? [String: Any])
        #expect(goal["days"] as? String == "3/week" && goal["target"] as? Int == 6)
        let id = try #require(goal["id"] as? String)
        let photo = mosaic.data.appending("p.jpg")
        try ImageFixtures.jpeg.write(to: photo)
        for day in ["05", "06", "07"] {
            mosaic.environment["MOSAIC_NOW"] = "2024-05-\(day)T10:00:00Z"
            #expect(try await mosaic.runAsync(["habits", "certify", id, "--photo", photo.path]).status == 0)
        }
        mosaic.environment["MOSAIC_NOW"] = "2024-05-08T10:00:00Z"
        let fourth = try await mosaic.runAsync(["habits", "certify", id, "--photo", photo.path, "--lang", "ko"])
        #expect(
            fourth.status == 65 && fourth.stderr.contains("이번 주에는 이미 3번 인증했어요 (주 3회).")
                && fourth.stderr.contains("2024-05-12"), "\(fourth.stderr)")
        let shown = try await mosaic.runAsync(["habits", "goal", "show", id])
        #expect(shown.stdout.contains("3 times a week") && shown.stdout.contains("3/6"), "\(shown.stdout)")
        let list = try await mosaic.runAsync(["habits", "goal", "list", "--lang", "ko"])
        #expect(list.stdout.contains("주 3회"), "\(list.stdout)")
        let due = try await mosaic.runAsync(["habits", "due"])
        #expect(!due.stdout.contains("Open now"), "\(due.stdout)")
    }

    @Test("every write prints what it wrote with --json, id included, so scripts can chain commands (#12)")
    func writesPrintJSON() async throws {
        let mosaic = mosaic(at: "2024-05-06T10:00:00Z")
        let category = try #require(
            try mosaic.json(try await mosaic.runAsync(["habits", "category", "add", "건강", "--json"])) as? [String: Any])
        let categoryID = try #require(category["id"] as? String)
        #expect(category["title"] as? String == "건강")
        let renamed =
            try mosaic.json(try await mosaic.runAsync(["habits", "category", "rename", categoryID, "운동", "--json"]))
            as? [String: Any]
        #expect(renamed?["id"] as? String == categoryID && renamed?["title"] as? String == "운동")
        let goal = try #require(
            try mosaic.json(
                try await mosaic.runAsync([
                    "habits", "goal", "add", "--category", categoryID,
                    "--title", "물", "--json",
                ])) as? [String: Any])
        let goalID = try #require(goal["id"] as? String)
        let photo = mosaic.data.appending("p.jpg")
        try ImageFixtures.jpeg.write(to: photo)
        let certified = try await mosaic.runAsync(["habits", "certify", goalID, "--photo", photo.path, "--json"])
        let certification = try #require(try mosaic.json(certified) as? [String: Any])
        #expect(certification["goalID"] as? String == goalID && certification["day"] as? String == "2024-05-06")
        let photoID = try #require(certification["id"] as? String)
        // The album's photos carry what certify printed: the goal's id, the image and its file (#31).
        let album = try #require(
            try mosaic.json(try await mosaic.runAsync(["habits", "album", "--json"])) as? [[String: Any]])
        let listed = try #require(album.first { $0["id"] as? String == photoID })
        #expect(Set(listed.keys) == Set(certification.keys), "\(listed.keys) \(certification.keys)")
        #expect(listed["goalID"] as? String == goalID && (listed["path"] as? String)?.hasSuffix(".jpg") == true)
        // One shape for a goal: add, list and delete print the same keys, days as --days takes them.
        #expect(goal["days"] as? String == "daily")
        let list = try #require(
            try mosaic.json(try await mosaic.runAsync(["habits", "goal", "list", "--json"])) as? [[String: Any]])
        #expect(list.allSatisfy { Set($0.keys) == Set(goal.keys) })
        let edited =
            try mosaic.json(try await mosaic.runAsync(["habits", "photo", "edit", photoID, "--color", "3", "--json"]))
            as? [String: Any]
        #expect(edited?["id"] as? String == photoID)
        let deleted =
            try mosaic.json(try await mosaic.runAsync(["habits", "goal", "delete", goalID, "--yes", "--json"]))
            as? [String: Any]
        #expect(deleted?["id"] as? String == goalID && Set(deleted?.keys ?? [:].keys) == Set(goal.keys))
    }

    @Test("goal add asks for a missing category and title on a terminal, and names both in one error without one (#12)")
    func goalAddPrompts() async throws {
        let mosaic = mosaic(at: "2024-05-06T10:00:00Z")
        let piped = try await mosaic.runAsync(["habits", "goal", "add"])
        #expect(piped.status == 65 && piped.stderr.contains("--category") && piped.stderr.contains("--title"))
        #expect(try await mosaic.runAsync(["habits", "category", "add", "Study"]).status == 0)
        let asked = try await mosaic.runOnTerminalAsync(
            ["habits", "goal", "add", "--category", "Study", "--json"], typing: ["", "Read", "", "", "", "", "", ""])
        #expect(asked.status == 0 && asked.stderr.contains("Enter a title."), "\(asked.stderr)")
        let goal = try #require(try mosaic.json(asked) as? [String: Any])
        #expect(
            goal["title"] as? String == "Read" && goal["category"] as? String == "Study")
        let chosen = try await mosaic.runOnTerminalAsync(["habits", "goal", "add", "--title", "Write"], typing: ["1"])
        #expect(chosen.status == 0 && chosen.stderr.contains("1. Study"), "\(chosen.stderr)")
    }

    @Test(
        "certify with nothing given: on a terminal, the goals open now and then the photo are asked; in a pipe one error names both (#31)"
    )
    func certifyPrompts() async throws {
        var mosaic = mosaic(at: "2024-05-06T07:30:00Z")
        let piped = try await mosaic.runAsync(["habits", "certify"])
        #expect(
            piped.status == 64 && piped.stderr.contains("<goal>") && piped.stderr.contains("--photo"), "\(piped.stderr)"
        )
        #expect(try await mosaic.runAsync(["habits", "category", "add", "건강"]).status == 0)
        for (title, window) in [("물 마시기", "07:00-09:00"), ("저녁 산책", "18:00-20:00")] {
            let added = try await mosaic.runAsync([
                "habits", "goal", "add", "--category", "건강", "--title", title, "--window", window, "--to", "2024-05-31",
            ])
            #expect(added.status == 0, "\(added.stderr)")
        }
        let photo = mosaic.data.appending("p.jpg")
        try ImageFixtures.jpeg.write(to: photo)
        // Only the goal whose window is open now is offered; a path that is no photo is asked again.
        let asked = try await mosaic.runOnTerminalAsync(
            ["habits", "certify"], typing: ["1", "/no/such.jpg", photo.path])
        #expect(asked.status == 0, "\(asked.stderr)")
        #expect(asked.stderr.contains("1. 물 마시기") && !asked.stderr.contains("저녁 산책"), "\(asked.stderr)")
        // A goal by its title, as a category is.
        mosaic.environment["MOSAIC_NOW"] = "2024-05-06T18:30:00Z"
        let byTitle = try await mosaic.runAsync(["habits", "certify", "저녁 산책", "--photo", photo.path])
        #expect(byTitle.status == 0, "\(byTitle.stderr)")
        // A category add without its name asks for it on a terminal; in a pipe it is 64 (#47).
        let named = try await mosaic.runOnTerminalAsync(["habits", "category", "add"], typing: ["독서"])
        #expect(named.status == 0 && named.stderr.contains("독서"), "\(named.stderr)")
        let unnamed = try await mosaic.runAsync(["habits", "category", "add"])
        #expect(unnamed.status == 64 && unnamed.stderr.contains("Missing <name>. Give it on the command line"))
        // Deleting a goal asks the seed's question and says its photos go with it (#47).
        let kept = try await mosaic.runOnTerminalAsync(["habits", "goal", "delete", "저녁 산책"], typing: ["n"])
        #expect(kept.stderr.contains("Really delete? Its photo goes too."), "\(kept.stderr)")
        mosaic.environment["MOSAIC_NOW"] = "2024-05-06T23:00:00Z"
        let closed = try await mosaic.runOnTerminalAsync(["habits", "certify"], typing: [])
        #expect(closed.status == 65 && closed.stderr.contains("habits due"), "\(closed.stderr)")
    }
}
