import CommandTestSupport
import Foundation
import TestSupport
import Testing

@Suite("mosaic members")
struct MembersCommandTests {
    @Test("add asks the password on stdin in a pipe; the first member is the admin; list and --json never show a hash")
    func addAndList() async throws {
        let mosaic = MosaicBinary()
        #expect(try await mosaic.runAsync(["members", "list"]).stderr.contains("No members yet"))
        let first = try await mosaic.runAsync(["members", "add", "엄마"], input: "first password\n")
        #expect(first.status == 0 && first.stderr.contains("Added 엄마, an admin."), "\(first.stderr)")
        let second = try await mosaic.runAsync(["members", "add", "Dad", "--json"], input: "second password\n")
        #expect(second.status == 0 && second.stdout.contains(#""role" : "member""#), "\(second.stderr)")
        let listed = try await mosaic.runAsync(["members", "list"])
        #expect(listed.stdout.contains("엄마") && listed.stdout.contains("admin") && listed.stdout.contains("Dad"))
        let json = try await mosaic.runAsync(["members", "list", "--json"])
        let rows = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["name"] as? String } == ["엄마", "Dad"])
        #expect(rows.allSatisfy { $0["password"] as? String == "set" })
        #expect(!json.stdout.contains("$2"), "no bcrypt hash is printed")
    }

    @Test("a taken name, a bad name or a bad password is refused with 65 and nothing is added; unknown names are 66")
    func refusals() async throws {
        let mosaic = MosaicBinary()
        #expect(try await mosaic.runAsync(["members", "add", "Dad"], input: "a good password\n").status == 0)
        let taken = try await mosaic.runAsync(["members", "add", "dad"], input: "another password\n")
        #expect(taken.status == 65 && taken.stderr.contains("already a member named dad"), "\(taken.stderr)")
        let spaced = try await mosaic.runAsync(["members", "add", " Mom"], input: "a good password\n")
        #expect(spaced.status == 65, "\(spaced.stderr)")
        let short = try await mosaic.runAsync(["members", "add", "Mom"], input: "short\n")
        #expect(short.status == 65 && short.stderr.contains("at least 8"), "\(short.stderr)")
        let list = try await mosaic.runAsync(["members", "list", "--json"])
        #expect(list.stdout.components(separatedBy: #""name""#).count == 2, "only Dad: \(list.stdout)")
        #expect(try await mosaic.runAsync(["members", "rename", "Mom", "Mama"]).status == 66)
        #expect(try await mosaic.runAsync(["members", "password", "Mom"], input: "a good password\n").status == 66)
    }

    @Test("rename keeps the member (same id); password sets a new one")
    func renameAndPassword() async throws {
        let mosaic = MosaicBinary()
        let added = try await mosaic.runAsync(["members", "add", "Dad", "--json"], input: "a good password\n")
        let renamed = try await mosaic.runAsync(["members", "rename", "dad", "아빠", "--json"])
        #expect(renamed.status == 0, "\(renamed.stderr)")
        let id = { (text: String) in
            (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["id"] as? String
        }
        #expect(id(added.stdout) != nil && id(added.stdout) == id(renamed.stdout))
        let password = try await mosaic.runAsync(["members", "password", "아빠"], input: "a newer password\n")
        #expect(password.status == 0 && password.stderr.contains("Set 아빠's password."), "\(password.stderr)")
    }

    @Test("invite adds a new member without a password and prints the one-use link's path; again, a new link")
    func invite() async throws {
        let mosaic = MosaicBinary()
        #expect(try await mosaic.runAsync(["members", "add", "엄마"], input: "first password\n").status == 0)
        let invited = try await mosaic.runAsync(["members", "invite", "Dad"])
        #expect(invited.status == 0 && invited.stdout.hasPrefix("/invite/") && invited.stderr.contains("7 days"))
        let again = try await mosaic.runAsync(["members", "invite", "dad", "--json"])
        let json = try #require(JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        #expect((json["path"] as? String)?.hasPrefix("/invite/") == true && json["path"] as? String != invited.stdout)
        let list = try await mosaic.runAsync(["members", "list", "--json"])
        #expect(list.stdout.contains(#""password" : "none""#) && list.stdout.contains("Dad"), "\(list.stdout)")
    }

    @Test(
        "disable stops a member signing in and is listed; the last admin who can sign in cannot be disabled; enable undoes it"
    )
    func disable() async throws {
        let mosaic = MosaicBinary()
        #expect(try await mosaic.runAsync(["members", "add", "엄마"], input: "first password\n").status == 0)
        #expect(try await mosaic.runAsync(["members", "add", "Dad"], input: "second password\n").status == 0)
        let last = try await mosaic.runAsync(["members", "disable", "엄마"])
        #expect(last.status == 65 && last.stderr.contains("last admin"), "\(last.stderr)")
        let disabled = try await mosaic.runAsync(["members", "disable", "dad"])
        #expect(disabled.status == 0 && disabled.stderr.contains("Dad can no longer sign in"), "\(disabled.stderr)")
        #expect(try await mosaic.runAsync(["members", "list"]).stdout.contains("disabled"))
        let enabled = try await mosaic.runAsync(["members", "enable", "Dad", "--json"])
        #expect(enabled.status == 0 && enabled.stdout.contains(#""disabled" : false"#))
    }

    /// Mom (the first member) and Dad, each with a perfume entry; Dad's has a photo.
    private func household() async throws -> MosaicBinary {
        let mosaic = MosaicBinary()
        #expect(try await mosaic.runAsync(["members", "add", "Mom"], input: "mom's password\n").status == 0)
        #expect(try await mosaic.runAsync(["members", "add", "Dad"], input: "dad's password\n").status == 0)
        let photo = mosaic.data.appending("p.png")
        try ImageFixtures.png.write(to: photo)
        for (member, brand) in [("Mom", "Mom's brand"), ("Dad", "Dad's brand")] {
            let added = try await mosaic.runAsync(
                ["perfume", "add", "--brand", brand, "--name", "N", "--sentence", "S", "--as", member]
                    + (member == "Dad" ? ["--photo", photo.path] : []))
            #expect(added.status == 0, "\(added.stderr)")
        }
        return mosaic
    }

    @Test(
        "remove --delete-data deletes the member's records and photos and nothing else; their sign-in ends; they are gone"
    )
    func removeDeletingData() async throws {
        let mosaic = try await household()
        let bare = try await mosaic.runAsync(["members", "remove", "Dad"])
        #expect(bare.status == 64 && bare.stderr.contains("--reassign-to"), "\(bare.stderr)")
        let removed = try await mosaic.runAsync(["members", "remove", "Dad", "--delete-data"])
        #expect(removed.status == 0 && removed.stderr.contains("Removed Dad and the 1 record(s)"), "\(removed.stderr)")
        let left = try await mosaic.runAsync(["perfume", "list"])
        #expect(left.stdout.contains("Mom's brand") && !left.stdout.contains("Dad's brand"))
        // A photo left behind would be a file without a record.
        let doctor = try await mosaic.runAsync(["doctor"])
        #expect(doctor.status == 0, "Dad's photo and its thumbnail are gone: \(doctor.stdout)")
        #expect(try await mosaic.runAsync(["perfume", "list", "--as", "Dad"]).status == 66)
        let last = try await mosaic.runAsync(["members", "remove", "Mom", "--delete-data"])
        #expect(last.status == 65 && last.stderr.contains("last admin"), "\(last.stderr)")
        #expect(try await mosaic.runAsync(["perfume", "list"]).stdout.contains("Mom's brand"), "nothing was deleted")
    }

    @Test("remove --reassign-to and reassign give every record (and photo) to another member in one go")
    func reassign() async throws {
        let mosaic = try await household()
        let moved = try await mosaic.runAsync(["members", "reassign", "--from", "Dad", "--to", "Mom"])
        #expect(moved.status == 0 && moved.stderr.contains("1 record(s) of Dad's are Mom's now"), "\(moved.stderr)")
        #expect(try await mosaic.runAsync(["perfume", "list"]).stdout.contains("Dad's brand"))
        #expect(!(try await mosaic.runAsync(["perfume", "list", "--as", "Dad"]).stdout.contains("Dad's brand")))
        let shown = try await mosaic.runAsync(["perfume", "list", "--json"])
        #expect(shown.stdout.contains(".png"), "the photo came with it")
        let removed = try await mosaic.runAsync(["members", "remove", "Dad", "--reassign-to", "Mom"])
        #expect(removed.status == 0, "\(removed.stderr)")
        let list = try await mosaic.runAsync(["members", "list", "--json"])
        #expect(!list.stdout.contains("Dad"))
        #expect(try await mosaic.runAsync(["members", "reassign", "--from", "Mom", "--to", "Mom"]).status == 65)
        #expect(try await mosaic.runAsync(["members", "reassign", "--from", "Nobody", "--to", "Mom"]).status == 66)
        #expect(try await mosaic.runAsync(["doctor"]).status == 0)
    }

    @Test(
        "export --member writes everything that member owns, photos included, and nothing of anyone else's; import reads it into another household as the member who acts, twice adding nothing"
    )
    func exportAndImport() async throws {
        let mosaic = try await household()
        let file = mosaic.data.appending("dad.json")
        let exported = try await mosaic.runAsync(["export", "--member", "Dad", "--output", file.path])
        #expect(
            exported.status == 0 && exported.stderr.contains("Dad's 1 record(s) and 1 photo(s)"), "\(exported.stderr)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("Dad's brand") && !text.contains("Mom's brand"))

        let other = MosaicBinary()
        #expect(try await other.runAsync(["members", "add", "Kid"], input: "kid's password\n").status == 0)
        #expect(try await other.runAsync(["members", "add", "Grandpa"], input: "grandpa's password\n").status == 0)
        let imported = try await other.runAsync(["import", file.path, "--as", "Grandpa"])
        #expect(imported.status == 0 && imported.stderr.contains("as Grandpa's"), "\(imported.stderr)")
        #expect(try await other.runAsync(["import", file.path, "--as", "Grandpa"]).status == 0)
        let his = try await other.runAsync(["perfume", "list", "--as", "Grandpa", "--json"])
        #expect(his.stdout.components(separatedBy: "Dad's brand").count == 2, "once: \(his.stdout)")
        #expect(his.stdout.contains(".png"))
        #expect(!(try await other.runAsync(["perfume", "list", "--as", "Kid"]).stdout.contains("Dad's brand")))
        #expect(try await other.runAsync(["doctor"]).status == 0)

        let bad = mosaic.data.appending("bad.json")
        try Data(#"{"format":"something else"}"#.utf8).write(to: bad)
        #expect(try await other.runAsync(["import", bad.path]).status == 65)
        #expect(try await mosaic.runAsync(["export", "--member", "Nobody"]).status == 66)
    }

    @Test(
        "a wishlist whose gifts stay secret (#59): Dad claims Mom's shared wish; Kid sees it and cannot claim it too; Mom finds no trace anywhere until she marks it received"
    )
    func secretGiftClaims() async throws {
        let mosaic = try await household()
        #expect(try await mosaic.runAsync(["members", "add", "Kid"], input: "kid's password\n").status == 0)
        let added = try await mosaic.runAsync([
            "perfume", "add", "--brand", "Diptyque", "--name", "Do Son", "--sentence", "S", "--wish", "--visibility",
            "household", "--json",
        ])
        let id = try #require((try mosaic.json(added) as? [String: Any])?["id"] as? String, "\(added.stdout)")
        let claimed = try await mosaic.runAsync(["perfume", "claim", id, "--as", "Dad"])
        #expect(claimed.status == 0 && claimed.stderr.contains("will not know"), "\(claimed.stderr)")
        let kid = try await mosaic.runAsync(["perfume", "show", id, "--as", "Kid"])
        #expect(kid.stdout.contains("Dad will give it"), "\(kid.stdout)")
        let twice = try await mosaic.runAsync(["perfume", "claim", id, "--as", "Kid"])
        #expect(twice.status == 65 && twice.stderr.contains("already said"), "\(twice.stderr)")

        for command in [
            ["perfume", "show", id], ["perfume", "show", id, "--json"], ["perfume", "list"],
            ["perfume", "list", "--json"],
            ["perfume", "search", "Do Son"], ["perfume", "stats"], ["perfume", "stats", "--json"], ["perfume", "tags"],
            ["perfume", "export", "--format", "json", "--output", "-"], ["export", "--member", "Mom", "--output", "-"],
        ] {
            let seen = try await mosaic.runAsync(command)
            #expect(seen.status == 0, "\(command): \(seen.stderr)")
            #expect(
                !(seen.stdout + seen.stderr).contains("Dad") && !(seen.stdout + seen.stderr).contains("give"),
                "\(command) tells Mom of the gift: \(seen.stdout)")
        }
        let own = try await mosaic.runAsync(["perfume", "claim", id])
        #expect(own.status == 65 && own.stderr.contains("your own wish"), "\(own.stderr)")

        let received = try await mosaic.runAsync(["perfume", "received", id])
        #expect(received.status == 0 && received.stderr.contains("A gift from Dad"), "\(received.stderr)")
        #expect(try await mosaic.runAsync(["perfume", "show", id]).stdout.contains("A gift from Dad"))
        #expect(try await mosaic.runAsync(["perfume", "received", id, "--as", "Kid"]).status == 0, "nothing to end")
        let unclaim = try await mosaic.runAsync(["perfume", "unclaim", id, "--as", "Kid"])
        #expect(unclaim.status == 66, "Kid never claimed it: \(unclaim.stderr)")
    }

    @Test(
        "habits reminders --feed prints the member's own secret calendar address; again, the same; --new-feed a new one; each member their own"
    )
    func calendarFeed() async throws {
        let mosaic = try await household()
        let feed = try await mosaic.runAsync(["habits", "reminders", "--feed"])
        let address = feed.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            feed.status == 0 && address.wholeMatch(of: /webcal:\/\/localhost:8080\/calendar\/[0-9a-f]{32}\.ics/) != nil,
            "\(feed.stdout) \(feed.stderr)")
        #expect(try await mosaic.runAsync(["habits", "reminders", "--feed"]).stdout == feed.stdout)
        let dads = try await mosaic.runAsync(["habits", "reminders", "--feed", "--as", "Dad"])
        #expect(dads.status == 0 && dads.stdout != feed.stdout)
        let renewed = try await mosaic.runAsync(["habits", "reminders", "--new-feed"])
        #expect(renewed.status == 0 && renewed.stdout != feed.stdout && renewed.stdout.hasPrefix("webcal://"))
        #expect(try await mosaic.runAsync(["habits", "reminders"]).stdout.contains("--feed"), "bare: its help")
    }

    @Test(
        "goals the household keeps together (#59): on an 'any' goal Dad's certification counts for Mom and says who; on an 'each' goal each member's own"
    )
    func householdGoals() async throws {
        let mosaic = try await household()
        let photo = mosaic.data.appending("p.png").path
        #expect(try await mosaic.runAsync(["habits", "category", "add", "집안일"]).status == 0)
        for (title, keepers) in [("강아지 산책", "any"), ("물 마시기", "each")] {
            let added = try await mosaic.runAsync([
                "habits", "goal", "add", "--category", "집안일", "--title", title, "--window", "00:00-23:59",
                "--household", keepers,
            ])
            #expect(added.status == 0, "\(added.stderr)")
        }
        #expect(try await mosaic.runAsync(["habits", "goal", "add", "--household", "some"]).status == 64)
        let dads = try await mosaic.runAsync(["habits", "goal", "list", "--as", "Dad"])
        #expect(dads.stdout.contains("강아지 산책") && dads.stdout.contains("Household · Mom"), "\(dads.stdout)")

        #expect(
            try await mosaic.runAsync(["habits", "certify", "강아지 산책", "--photo", photo, "--as", "Dad"]).status == 0)
        let walked = try await mosaic.runAsync(["habits", "goal", "show", "강아지 산책"])
        #expect(walked.stdout.contains("Certified by") && walked.stdout.contains("Dad 1"), "\(walked.stdout)")
        let json = try #require(
            try mosaic.json(try await mosaic.runAsync(["habits", "goal", "show", "강아지 산책", "--json"])) as? [String: Any]
        )
        #expect(json["certified"] as? Int == 1, "Dad's walk counts for Mom: \(json)")
        let again = try await mosaic.runAsync(["habits", "certify", "강아지 산책", "--photo", photo])
        #expect(again.status == 65, "the dog was walked today: \(again.stderr)")

        #expect(try await mosaic.runAsync(["habits", "certify", "물 마시기", "--photo", photo, "--as", "Dad"]).status == 0)
        let water = try #require(
            try mosaic.json(try await mosaic.runAsync(["habits", "goal", "show", "물 마시기", "--json"])) as? [String: Any])
        #expect(water["certified"] as? Int == 0, "Dad's glass is his own: \(water)")
        let mine = try await mosaic.runAsync(["habits", "certify", "물 마시기", "--photo", photo])
        #expect(mine.status == 0, "each member certifies: \(mine.stderr)")
        let shown = try await mosaic.runAsync(["habits", "goal", "show", "물 마시기"])
        #expect(shown.stdout.contains("Dad 1 · Me 1"), "\(shown.stdout)")
        let rows = shown.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(rows.contains { $0.hasPrefix("Dad [") && $0.contains("1/30") }, "each one's progress: \(shown.stdout)")

        let left = try await mosaic.runAsync(["habits", "goal", "leave", "물 마시기", "--as", "Dad"])
        #expect(left.status == 0, "\(left.stderr)")
        #expect(!(try await mosaic.runAsync(["habits", "goal", "list", "--as", "Dad"]).stdout.contains("물 마시기")))
        let feed = try await mosaic.runAsync(["habits", "reminders", "export", "-", "--as", "Dad"])
        #expect(!feed.stdout.contains("물 마시기") && feed.stdout.contains("강아지 산책"), "his reminders stop")
        #expect(
            try await mosaic.runAsync(["habits", "goal", "show", "물 마시기"]).stdout.contains("Dad 1"),
            "his history stays")
        #expect(try await mosaic.runAsync(["habits", "goal", "leave", "물 마시기", "--rejoin", "--as", "Dad"]).status == 0)
        #expect(try await mosaic.runAsync(["habits", "goal", "list", "--as", "Dad"]).stdout.contains("물 마시기"))
    }

    @Test("who sold what (#59): market list --mine shows one's own listings; market stats totals per member")
    func salesByMember() async throws {
        let mosaic = try await household()
        for (member, title, price) in [("Mom", "엄마 의자", "5000"), ("Dad", "아빠 책상", "20000")] {
            let posted = try await mosaic.runAsync(
                [
                    "market", "post", "--title", title, "--price", price, "--category", "가구", "--description", "d",
                    "--as", member,
                ])
            #expect(posted.status == 0, "\(posted.stderr)")
        }
        let chair = try #require(
            (try JSONSerialization.jsonObject(
                with: Data(try await mosaic.runAsync(["market", "list", "--mine", "--json"]).stdout.utf8))
                as? [[String: Any]])?.first?["id"] as? String)
        #expect(try await mosaic.runAsync(["market", "status", chair, "sold", "--price", "3000"]).status == 0)
        let mine = try await mosaic.runAsync(["market", "list", "--mine", "--as", "Dad"])
        #expect(mine.stdout.contains("아빠 책상") && !mine.stdout.contains("엄마 의자"), "\(mine.stdout)")
        let stats = try await mosaic.runAsync(["market", "stats", "--as", "Dad"])
        #expect(stats.stdout.contains("POSTED BY"), "\(stats.stdout)")
        let rows = stats.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(rows.contains("Mom 0 1 ₩5,000 ₩3,000") && rows.contains("Me 1 0 ₩0 ₩0"), "\(stats.stdout)")
        let json = try await mosaic.runAsync(["market", "stats", "--json"])
        #expect(json.stdout.contains(#""name" : "Dad""#), "\(json.stdout)")
    }

    @Test(
        "--visibility household shares what a command adds or its owner edits; --json names each record's owner and visibility once there are two members; a household of one prints as before"
    )
    func visibilityAndJSON() async throws {
        let mosaic = try await household()
        let shared = try await mosaic.runAsync(
            [
                "perfume", "add", "--brand", "For all", "--name", "N", "--sentence", "S", "--visibility", "household",
                "--json",
            ])
        #expect(shared.status == 0 && shared.stdout.contains(#""visibility" : "household""#), "\(shared.stdout)")
        #expect(shared.stdout.contains(#""owner" : "Mom""#))
        let table = try await mosaic.runAsync(["perfume", "list", "--as", "Dad"])
        #expect(table.stdout.contains("WHO SEES") && table.stdout.contains("Household · Mom"), "\(table.stdout)")
        #expect(table.stdout.contains("Only me") && !table.stdout.contains("Only me · "), "Dad's own are just his")
        let korean = try await mosaic.runAsync(["perfume", "list", "--as", "Dad", "--lang", "ko"])
        #expect(korean.stdout.contains("누가 봐요") && korean.stdout.contains("가족 모두 · Mom"), "\(korean.stdout)")
        let dads = try await mosaic.runAsync(["perfume", "list", "--as", "Dad", "--json"])
        #expect(dads.stdout.contains("For all") && !dads.stdout.contains("Mom's brand"), "\(dads.stdout)")
        let rows = try #require(JSONSerialization.jsonObject(with: Data(dads.stdout.utf8)) as? [[String: Any]])
        #expect(Set(rows.compactMap { $0["owner"] as? String }) == ["Mom", "Dad"])
        let id = try #require(rows.first { $0["owner"] as? String == "Mom" }?["id"] as? String)
        let wish = try await mosaic.runAsync(["perfume", "wish", id, "--as", "Dad"])
        #expect(wish.status == 65 && wish.stderr.contains("only they change it"), "her wish is hers: \(wish.stderr)")
        let household = try await mosaic.runAsync(["perfume", "edit", id, "--notes", "Dad's note", "--as", "Dad"])
        #expect(household.status == 0, "the rest of a shared strip the household edits: \(household.stderr)")
        let edit = try await mosaic.runAsync(["perfume", "edit", id, "--sentence", "mine again", "--visibility", "me"])
        #expect(edit.status == 0, "\(edit.stderr)")
        #expect(!(try await mosaic.runAsync(["perfume", "list", "--as", "Dad"]).stdout.contains("For all")))
        let dadEdits = try await mosaic.runAsync(["perfume", "edit", id, "--sentence", "x", "--as", "Dad"])
        #expect(dadEdits.status == 66, "Mom's Only-me strip is not found for Dad: \(dadEdits.stderr)")

        let empty = try await mosaic.runAsync(["perfume", "list", "--as", " "])
        #expect(empty.status == 64 && empty.stderr.contains("--as needs a member's name"), "\(empty.stderr)")

        let alone = MosaicBinary()
        let added = try await alone.runAsync([
            "perfume", "add", "--brand", "B", "--name", "N", "--sentence", "S", "--json",
        ])
        #expect(!added.stdout.contains("owner") && !added.stdout.contains("visibility"), "\(added.stdout)")
        #expect(!(try await alone.runAsync(["perfume", "list"]).stdout.contains("WHO SEES")), "a household of one")
    }

    @Test(
        "the side doors of the command line: Dad's search, tags, stats and export hold nothing of Mom's Only-me strip")
    func sideDoors() async throws {
        let mosaic = try await household()
        for arguments in [
            ["perfume", "search", "brand"], ["perfume", "export"], ["perfume", "stats", "--json"], ["perfume", "tags"],
        ] {
            let seen = try await mosaic.runAsync(arguments + ["--as", "Dad"])
            #expect(!seen.stdout.contains("Mom's brand"), "\(arguments): \(seen.stdout)")
        }
        #expect(
            try await mosaic.runAsync(["perfume", "search", "brand", "--as", "Dad"]).stdout.contains("Dad's brand"))
        #expect(try await mosaic.runAsync(["perfume", "export"]).stdout.contains("Mom's brand"))
    }
}
