import CommandTestSupport
import Foundation
import StubAPI
import TestSupport
import Testing

@Suite("mosaic photos")
struct PhotosCommandTests {
    static let key = "sekrit-KEY-777"

    func withMosaic(profile: Bool = true, _ body: (StubServer, MosaicBinary) async throws -> Void) async throws {
        let stub = try await StubServer.start()
        var mosaic = MosaicBinary()
        mosaic.environment = stub.environment.merging(["UNSPLASH_ACCESS_KEY": Self.key]) { $1 }
        do {
            if profile {
                let created = try await mosaic.runAsync([
                    "photos", "profile", "create", "--nickname", "한결", "--mbti", "ENFP", "--avatar", "3",
                ])
                #expect(created.status == 0, "\(created.stderr)")
            }
            try await body(stub, mosaic)
        } catch {
            await stub.stop()
            throw error
        }
        await stub.stop()
    }

    func ids(_ mosaic: MosaicBinary, _ arguments: [String]) async throws -> [String] {
        let json = try mosaic.json(try await mosaic.runAsync(arguments + ["--json"]))
        // Search answers an object with its total and pages; the lists answer arrays.
        let rows = (json as? [[String: Any]]) ?? ((json as? [String: Any])?["photos"] as? [[String: Any]]) ?? []
        return rows.compactMap { $0["id"] as? String }
    }

    @Test(
        "likes saved in the same instant: latest is the reverse of oldest; liked-at is local time in the person's format (#12)"
    )
    func likesOrderAndLocalTime() async throws {
        try await withMosaic { _, base in
            var mosaic = base
            mosaic.environment["MOSAIC_NOW"] = "2024-05-06T09:30:00Z"
            mosaic.environment["TZ"] = "Asia/Seoul"
            let found = try await ids(mosaic, ["photos", "random"])
            for id in found.prefix(3) {
                let liked = try await mosaic.runAsync(["photos", "like", "--", id])
                #expect(liked.status == 0, "\(liked.stderr)")
            }
            #expect(try await ids(mosaic, ["photos", "likes", "--order", "oldest"]) == Array(found.prefix(3)))
            #expect(
                try await ids(mosaic, ["photos", "likes", "--order", "latest"]) == Array(found.prefix(3).reversed()))
            let feed = try await mosaic.runAsync(["photos", "random", "--count", "3", "--lang", "ko"])
            #expect(
                feed.stdout.contains("1 / 3") && feed.stdout.contains("3 / 3") && feed.stdout.contains("게시됨"),
                "the random feed's place and posting day (#12)")
            let korean = try await mosaic.runAsync(["photos", "likes", "--lang", "ko"])
            #expect(korean.stdout.contains("2024-05-06 오후 6시 30분"), "\(korean.stdout)")
            let english = try await mosaic.runAsync(["photos", "likes"])
            #expect(english.stdout.contains("2024-05-06 6:30 PM"))
            let json = try mosaic.json(try await mosaic.runAsync(["photos", "likes", "--json"])) as? [[String: Any]]
            #expect(json?.first?["likedAt"] as? String == "2024-05-06T09:30:00Z")
            // A like whose image file is gone is marked, and the fix named (#31). (PostgreSQL keeps
            // the images in the database: no file to remove.)
            if let path = json?.first?["path"] as? String, mosaic.databaseURL == nil {
                try FileManager.default.removeItem(atPath: path)
                let marked = try await mosaic.runAsync(["photos", "likes"])
                let id = try #require(json?.first?["id"] as? String)
                #expect(marked.stdout.contains("\(id) ⚠") && marked.stderr.contains("1 liked photo has no image file"))
            } else {
                #expect(mosaic.databaseURL != nil, "a file-backed store names each like's file")
            }
        }
    }

    @Test("profile edit with nothing to change: 64 naming the flags in a pipe; the same nickname writes nothing (#47)")
    func profileEditWithoutChanges() async throws {
        try await withMosaic { _, mosaic in
            let piped = try await mosaic.runAsync(["photos", "profile", "edit"])
            #expect(piped.status == 64 && piped.stderr.contains("give one of --nickname, --mbti, --avatar"))
            let same = try await mosaic.runAsync(["photos", "profile", "edit", "--nickname", "한결"])
            #expect(same.status == 0 && same.stderr.contains("Nothing changed; nothing was saved."), "\(same.stderr)")
        }
    }

    @Test("photos likes import --user: the account's public likes, every page, kept offline; again adds nothing (#48)")
    func importUserLikes() async throws {
        try await withMosaic { _, mosaic in
            let first = try await mosaic.runAsync(["photos", "likes", "import", "--user", "hangyeol", "--json"])
            #expect(first.status == 0, "\(first.stderr)")
            let summary = try #require(try mosaic.json(first) as? [String: Any])
            let found = try #require(summary["found"] as? Int)
            #expect(found > 30, "more than one page of 30 is read: \(found)")
            #expect(summary["added"] as? Int == found && summary["alreadyLiked"] as? Int == 0)
            let likes = try #require(
                try mosaic.json(try await mosaic.runAsync(["photos", "likes", "--json"])) as? [Any])
            #expect(likes.count == found)
            let again = try #require(
                try mosaic.json(
                    try await mosaic.runAsync(["photos", "likes", "import", "--user", "hangyeol", "--json"]))
                    as? [String: Any])
            #expect(again["added"] as? Int == 0 && again["alreadyLiked"] as? Int == found)
            let missing = try await mosaic.runAsync(["photos", "likes", "import", "--user", "missing-one"])
            #expect(
                missing.status == 66 && missing.stderr.contains("no account named missing-one"), "\(missing.stderr)")
            #expect(try await mosaic.runAsync(["photos", "likes", "import", "--user", "../x"]).status == 64)
        }
    }

    @Test("network commands write nothing outside the data dir (no ~/.cache, no ~/.local/share) (#13)")
    func nothingOutsideTheDataDir() async throws {
        try await withMosaic { _, mosaic in
            let home = TemporaryDirectory("mosaic-home")
            var isolated = mosaic
            isolated.environment["HOME"] = home.path
            isolated.environment["XDG_CACHE_HOME"] = nil
            let random = try await isolated.runAsync(["photos", "random", "--count", "2"])
            let written = try FileManager.default.contentsOfDirectory(atPath: home.path)
            #expect(random.status == 0)
            #expect(written.isEmpty)
        }
    }

    @Test(
        "waiting on a slow answer costs next to no CPU; past the timeout (MOSAIC_HTTP_TIMEOUT) it gives up with 69; an unusable base URL is named (#12, #13)"
    )
    func waitingIsIdle() async throws {
        try await withMosaic { stub, mosaic in
            stub.inject(.slow(seconds: 2), for: .unsplash)
            let waited = try await mosaic.cpuTime(["photos", "random", "--count", "2"])
            #expect(waited.status == 0)
            // Foundation's URLSession used ~1.5 s of CPU for a 2 s wait.
            #expect(waited.seconds < 0.5, "used \(waited.seconds) s of CPU")

            var impatient = mosaic
            impatient.environment["MOSAIC_HTTP_TIMEOUT"] = "1"
            stub.inject(.slow(seconds: 3), for: .unsplash)
            let given = try await impatient.runAsync(["photos", "random"])
            #expect(given.status == 69)
            #expect(given.stderr.contains("did not answer in time"))

            var unusable = mosaic
            unusable.environment["MOSAIC_UNSPLASH_URL"] = "http://127.0.0.1:99999"
            let refused = try await unusable.runAsync(["photos", "random"])
            #expect(refused.status == 64)
            #expect(
                refused.stderr
                    == "error: MOSAIC_UNSPLASH_URL 'http://127.0.0.1:99999' is not a usable URL: give http:// or https://, a host, and a port 1–65535 if any (e.g. http://127.0.0.1:8080/unsplash).\n"
            )
        }
    }

    @Test("no key: exit 77 in one line; a profile comes first; the key never shows, whatever fails")
    func keyAndProfile() async throws {
        try await withMosaic(profile: false) { stub, mosaic in
            var keyless = mosaic
            keyless.environment["UNSPLASH_ACCESS_KEY"] = nil
            let noKey = try await keyless.runAsync(["photos", "topics"])
            #expect(
                noKey.status == 77 && noKey.stderr.contains("UNSPLASH_ACCESS_KEY")
                    && noKey.stderr.split(separator: "\n").count == 1)
            let noProfile = try await mosaic.runAsync(["photos", "topics"])
            #expect(noProfile.status == 65 && noProfile.stderr.contains("mosaic photos profile create"))
            _ = try await mosaic.runAsync(["photos", "profile", "create", "--nickname", "한결", "--mbti", "ENFP"])
            for fault in [StubFault.unauthorized, .rateLimited, .serverError, .malformedJSON] {
                stub.inject(fault, for: .unsplash)
                let failed = try await mosaic.runAsync(["photos", "random"])
                #expect([77, 69].contains(failed.status), "\(fault): \(failed.stderr)")
                #expect(!failed.stderr.contains(Self.key) && !failed.stdout.contains(Self.key))
            }
            stub.inject(.rateLimited, for: .unsplash)
            let limited = try await mosaic.runAsync(["photos", "search", "cat", "--lang", "ko"])
            #expect(limited.stderr.contains("이번 시간의 요청 한도를 다 썼습니다"))
        }
    }

    @Test("profile: rules with the seed's messages, show, edit, interactive create on a terminal")
    func profile() async throws {
        try await withMosaic(profile: false) { _, mosaic in
            let digits = try await mosaic.runAsync([
                "photos", "profile", "create", "--nickname", "사진1", "--mbti", "ENFP", "--lang", "ko",
            ])
            #expect(digits.status == 65 && digits.stderr.contains("닉네임에 숫자는 들어갈 수 없어요."))
            let mbti = try await mosaic.runAsync(["photos", "profile", "create", "--nickname", "한결", "--mbti", "NEFP"])
            #expect(mbti.status == 64 && mbti.stderr.contains("is not an MBTI"), "one of a closed list (#47)")
            let piped = try await mosaic.runAsync(["photos", "profile", "create", "--nickname", "한결"])
            #expect(piped.status == 65 && piped.stderr.contains("--mbti"))

            // Enter on an invalid nickname keeps the text and its message (Ctrl-U then clears
            // it); Enter on a half-set MBTI names the missing groups; the avatar list is
            // numbered as --avatar is (#12).
            let typed = try mosaic.onTerminal(["photos", "profile", "create", "--lang", "ko"])
            // A nickname is written, not searched: its line starts with ✎ (#47).
            #expect(await typed.waitFor("✎"))
            typed.type("사진1\r")
            #expect(await typed.waitFor("닉네임에 숫자는 들어갈 수 없어요."))
            typed.type("\u{7F}\r")
            #expect(await typed.waitFor("MBTI"))
            typed.type("EN\r")
            #expect(await typed.waitFor("[E]"))
            typed.type("\r")
            #expect(await typed.waitFor("F/T, P/J 에서도 하나를 골라 주세요."))
            typed.type("FP\r")
            // Enter once all four are set, after the line shows them (not typed ahead of it).
            #expect(await typed.waitFor("[P]"))
            typed.type("\r")
            // A new profile starts on a random avatar, which is 3 itself one time in 12
            // ("❯ 3. profile3 ✓"), so the line is awaited without its marker.
            #expect(await typed.waitFor("3. profile3"), "\(typed.screen.debugDescription)")
            typed.type("3\r")
            #expect(await typed.exitStatus() == 0)
            let shown =
                try mosaic.json(try await mosaic.runAsync(["photos", "profile", "show", "--json"])) as? [String: Any]
            #expect(shown?["nickname"] as? String == "사진", "Enter on 사진1 kept the text; a backspace fixed it")
            #expect(shown?["mbti"] as? String == "ENFP" && shown?["avatar"] as? String == "profile3")
            // The field opens with the saved nickname (#31): two backspaces clear "사진".
            let enter = try mosaic.onTerminal(["photos", "profile", "edit"])
            #expect(await enter.waitFor("사진"))
            enter.type("\u{7F}\u{7F}다온\r")
            #expect(await enter.waitFor("MBTI"))
            enter.type("\r")
            // The avatar list opens on the saved one, to move with the arrow keys (#31, as gh).
            #expect(await enter.waitFor("❯ 3. profile3 ✓"))
            enter.type("\r")
            #expect(await enter.exitStatus() == 0)
            #expect(enter.screen.contains("): 3. profile3"), "\(enter.screen)")
            let renamed =
                try mosaic.json(try await mosaic.runAsync(["photos", "profile", "show", "--json"])) as? [String: Any]
            #expect(
                renamed?["nickname"] as? String == "다온" && renamed?["avatar"] as? String == "profile3",
                "Enter keeps the ✓ avatar")
            let text = try await mosaic.runAsync(["photos", "profile", "show", "--lang", "ko"])
            #expect(
                text.stdout == "다온\nMBTI           ENFP\n프로필 이미지  profile3\n좋아요         0\n",
                "values line up by display width")
            // Enter through every question changes nothing, and says so rather than "Saved" (#60).
            let same = try mosaic.onTerminal(["photos", "profile", "edit"])
            #expect(await same.waitFor("다온"))
            same.type("\r")
            #expect(await same.waitFor("MBTI"))
            same.type("\r")
            #expect(await same.waitFor("❯ 3. profile3 ✓"))
            same.type("\r")
            #expect(await same.exitStatus() == 0)
            #expect(!same.screen.contains("Saved"), "\(same.screen)")
            let edited = try await mosaic.runAsync(["photos", "profile", "edit", "--mbti", "istj"])
            #expect(edited.status == 0 && edited.stderr.contains("ISTJ"))

            // A second create never replaces the profile (#12).
            let again = try await mosaic.runAsync([
                "photos", "profile", "create", "--nickname", "다른이", "--mbti", "INTP",
            ])
            #expect(again.status == 65 && again.stderr.contains("mosaic photos profile edit"))
            let kept =
                try mosaic.json(try await mosaic.runAsync(["photos", "profile", "show", "--json"])) as? [String: Any]
            #expect(kept?["nickname"] as? String == "다온" && kept?["mbti"] as? String == "ISTJ")
        }
    }

    @Test("browse: topics, random, search with order and colour on every page; ♥ marks liked photos")
    func browse() async throws {
        try await withMosaic { stub, mosaic in
            let topics = try await mosaic.runAsync(["photos", "topics", "--lang", "ko"])
            #expect(topics.status == 0 && topics.stdout.contains("골든 아워") && topics.stdout.contains("건축 및 인테리어"))
            #expect(try await mosaic.runAsync(["photos", "topics", "--topic", "cats"]).status == 65)
            #expect(try await ids(mosaic, ["photos", "random", "--count", "3"]).count == 3)
            #expect(try await mosaic.runAsync(["photos", "random", "--count", "31"]).status == 64)
            let found = try await ids(
                mosaic, ["photos", "search", "perfume", "--order", "최신순", "--color", "red", "--pages", "2"])
            #expect(found.count > 20)
            let searches = stub.hits.filter { $0.path == "/search/photos" }.suffix(2)
            #expect(searches.map { $0.query["page"] } == ["1", "2"])
            #expect(
                searches.allSatisfy {
                    $0.query["color"] == "red" && $0.query["order_by"] == "latest" && $0.query["per_page"] == "20"
                })
            #expect(try await mosaic.runAsync(["photos", "search", "perfume", "--color", "pink"]).status == 64)
            // The seed's 인기순 explains itself; the Korean names of the two real orders work (#12).
            for popular in ["인기순", "popular"] {
                let refused = try await mosaic.runAsync(["photos", "search", "perfume", "--order", popular])
                #expect(refused.status == 64 && refused.stderr.contains("no popularity order"), "\(refused.stderr)")
            }
            #expect(try await mosaic.runAsync(["photos", "search", "perfume", "--order", "관련순"]).status == 0)
            // The last page shows its photos; one past it says how many pages there are (#31).
            let first = try #require(
                try mosaic.json(try await mosaic.runAsync(["photos", "search", "forest", "--json"])) as? [String: Any])
            let lastPage = try #require(first["totalPages"] as? Int)
            let last = try await mosaic.runAsync(["photos", "search", "forest", "--page", "\(lastPage)"])
            #expect(last.status == 0 && last.stderr.contains("page \(lastPage) of \(lastPage)"), "\(last.stderr)")
            let past = try await mosaic.runAsync(["photos", "search", "forest", "--page", "\(lastPage + 1)"])
            #expect(
                past.status == 0 && past.stderr.contains("is past the last page")
                    && past.stderr.contains("\(lastPage) pages"),
                "\(past.stderr)")
            // Outside the option's list: 64, as `photos likes --order bogus` (#31).
            #expect(try await mosaic.runAsync(["photos", "search", "perfume", "--order", "bogus"]).status == 64)
            #expect(try await mosaic.runAsync(["photos", "likes", "--order", "bogus"]).status == 64)
            let none = try await mosaic.runAsync(["photos", "search", "nothing", "--lang", "ko"])
            #expect(none.status == 0 && none.stderr.contains("검색 결과가 없습니다."))
            #expect(try await mosaic.runAsync(["photos", "like", found[0]]).status == 0)
            let marked = try await mosaic.runAsync([
                "photos", "search", "perfume", "--order", "latest", "--color", "red",
            ])
            #expect(marked.stdout.split(separator: "\n").contains { $0.hasPrefix(found[0]) && $0.hasSuffix("♥") })
            let results =
                try mosaic.json(try await mosaic.runAsync(["photos", "search", "perfume", "--json"])) as? [String: Any]
            #expect(
                (results?["total"] as? Int ?? 0) > 20 && (results?["totalPages"] as? Int ?? 0) > 1
                    && results?["pages"] as? [Int] == [1, 1])
            let json = results?["photos"] as? [[String: Any]]
            let credit = json?.first?["credit"] as? [String: String]
            #expect(
                credit?["text"]?.hasPrefix("Photo by ") == true
                    && credit?["unsplashURL"]?.contains("utm_medium=referral") == true)
        }
    }

    @Test("likes: kept offline (list, detail, file path), unlike, and 회원 탈퇴 wipes them all")
    func likes() async throws {
        try await withMosaic { stub, mosaic in
            let found = try await ids(mosaic, ["photos", "search", "perfume"])
            let liked = try await mosaic.runAsync([
                "photos", "like", found[0], found[1], found[2], "missing0001", "--lang", "ko",
            ])
            #expect(liked.status == 66)
            #expect(liked.stderr.contains("사진 4장 중 1장은 실패했고") && liked.stderr.contains("missing0001"))
            for id in found.prefix(3) { #expect(liked.stderr.contains("♥ \(id): 사진 좋아요 성공!")) }
            #expect(stub.hits.filter { $0.path.hasSuffix("/download") }.count == 3)
            // The release build once reported kept photos as failed (a -O miscompile).
            let batch = try await mosaic.runAsync(["photos", "like", found[3], found[4], found[5], "--json"])
            #expect(batch.status == 0 && !batch.stderr.contains("failed"))
            for id in found[3...5] { #expect(batch.stderr.contains("♥ \(id): photo liked!")) }
            let kept = try mosaic.json(batch) as? [[String: Any]] ?? []
            #expect(
                kept.map { $0["id"] as? String } == found[3...5].map { $0 }, "like --json prints the photos kept (#12)")
            #expect(kept.allSatisfy { ($0["path"] as? String).map(FileManager.default.fileExists(atPath:)) == true })
            let unlikedBatch = try await mosaic.runAsync(["photos", "unlike", found[3], found[4], found[5], "--json"])
            #expect(unlikedBatch.status == 0)
            let removed = try mosaic.json(unlikedBatch) as? [[String: Any]] ?? []
            #expect(
                removed.map { $0["id"] as? String } == found[3...5].map { $0 }
                    && removed.allSatisfy { $0["liked"] as? Bool == false })
            #expect(try await mosaic.runAsync(["photos", "like", "../../etc/passwd"]).status == 65)
            // Unsplash ids may start with "-": after `--` they are ids, even with global options in front.
            let dashed = try await mosaic.runAsync(["--json", "photos", "unlike", "--", "-GMo1qqD46r"])
            #expect(dashed.status == 66 && dashed.stderr.contains("-GMo1qqD46r") && !dashed.stderr.contains("--json"))

            var offline = mosaic
            offline.environment["MOSAIC_UNSPLASH_URL"] = "http://127.0.0.1:9/unsplash"
            let list = try await offline.runAsync(["photos", "likes", "--order", "oldest"])
            #expect(list.status == 0 && list.stdout.contains(found[0]))
            let oldest = try await ids(offline, ["photos", "likes", "--order", "oldest"])
            let latest = try await ids(offline, ["photos", "likes"])
            #expect(Set(oldest) == Set(found.prefix(3)) && oldest == latest.reversed())
            let rows =
                try mosaic.json(try await offline.runAsync(["photos", "likes", "--json"])) as? [[String: Any]] ?? []
            #expect(
                rows.allSatisfy { row in
                    (row["path"] as? String).map { FileManager.default.fileExists(atPath: $0) } == true
                        && (row["imageURL"] as? String)?.hasPrefix("http") == true
                }, "likes --json names the offline file and the image URL (#12)")
            let shown = try await offline.runAsync(["photos", "show", found[0], "--lang", "ko"])
            #expect(shown.status == 0 && shown.stderr.contains("오프라인") && shown.stdout.contains("게시됨"))
            #expect(shown.stdout.contains("크기") && shown.stdout.contains("Photo by "))
            // The camera, place and tags are kept with the like, so they show offline too (#12).
            #expect(shown.stdout.contains("카메라       FUJIFILM X-T4 · 35mm · f/2.8 · 1/125s · ISO 400"))
            #expect(shown.stdout.contains("위치         Seoul, South Korea") && shown.stdout.contains("#stub"))
            let notLiked = try await offline.runAsync(["photos", "show", found[5]])
            #expect(notLiked.status == 69)
            let online = try await mosaic.runAsync(["photos", "show", found[0], "--chart", "downloads"])
            #expect(online.status == 0 && online.stdout.contains("Downloads") && online.stdout.contains("┤"))
            #expect(
                online.stdout.contains("Camera") && online.stdout.contains("Location") && online.stdout.contains("Tags")
            )
            let detailJSON =
                try mosaic.json(try await mosaic.runAsync(["photos", "show", found[0], "--json"])) as? [String: Any]
            let photoJSON = detailJSON?["photo"] as? [String: Any]
            #expect((photoJSON?["camera"] as? [String: Any])?["iso"] as? Int == 400)
            #expect(
                (photoJSON?["location"] as? [String: Any])?["city"] as? String == "Seoul"
                    && (photoJSON?["tags"] as? [String])?.contains("stub") == true)
            let opened =
                try mosaic.json(try await mosaic.runAsync(["photos", "open", found[0], "--json"])) as? [String: String]
            #expect(opened?["id"] == found[0] && opened?["path"]?.hasSuffix(".jpg") == true)
            let path = try await mosaic.runAsync(["photos", "open", found[0]])
            #expect(
                path.status == 0
                    && FileManager.default.fileExists(
                        atPath: path.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
            )

            let unliked = try await mosaic.runAsync(["photos", "unlike", found[2]])
            #expect(unliked.status == 0)
            #expect(try await mosaic.runAsync(["photos", "unlike", found[2]]).status == 66)
            #expect(
                try await mosaic.runAsync(["photos", "profile", "delete"]).status == 65,
                "needs --yes without a terminal")
            let deleted = try await mosaic.runAsync(["photos", "profile", "delete", "--yes"])
            #expect(deleted.status == 0 && deleted.stderr.contains("2"))
            let files = try await mosaic.storedPhotoNames(under: "photobox")
            #expect(files.isEmpty)
            _ = try await mosaic.runAsync(["photos", "profile", "create", "--nickname", "한결", "--mbti", "ENFP"])
            #expect(try await mosaic.runAsync(["photos", "likes", "--json"]).stdout == "[]\n")
            // --json prints what the delete took: the profile and how many likes went with it (#31).
            let json = try await mosaic.runAsync(["photos", "profile", "delete", "--yes", "--json"])
            let gone = try #require(try mosaic.json(json) as? [String: Any])
            #expect(gone["nickname"] as? String == "한결" && gone["likes"] as? Int == 0)
            _ = try await mosaic.runAsync(["photos", "profile", "create", "--nickname", "한결", "--mbti", "ENFP"])
            let empty = try await mosaic.runAsync(["photos", "likes", "--lang", "ko"])
            #expect(empty.stderr.contains("저장된 사진이 없어요"))
        }
    }

    @Test("profile create prints the profile it saved with --json, the nickname trimmed and the MBTI upper-cased (#12)")
    func profileJSON() async throws {
        let mosaic = MosaicBinary()
        let profile =
            try mosaic.json(
                try await mosaic.runAsync([
                    "photos", "profile", "create", "--nickname", " 한결 ", "--mbti", "enfp", "--avatar", "3", "--json",
                ])) as? [String: Any]
        #expect(profile?["nickname"] as? String == "한결" && profile?["mbti"] as? String == "ENFP")
    }
}
