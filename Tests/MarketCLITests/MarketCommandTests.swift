import CommandTestSupport
import Foundation
import TestSupport
import Testing

@Suite("mosaic market")
struct MarketCommandTests {
    func post(
        _ mosaic: MosaicBinary, _ extra: [String] = [], title: String = "자전거 팝니다", category: String = "3",
        price: String = "15만", description: String = "거의 새것"
    ) async throws -> [String: Any] {
        let result = try await mosaic.runAsync(
            [
                "market", "post", "--title", title, "--category", category, "--price=\(price)",
                "--description", description, "--json",
            ] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try mosaic.json(result) as? [String: Any])
    }

    @Test("an empty submit without a terminal: every line on stderr, in order, exit 65 (Korean and English)")
    func failedSubmit() async throws {
        let mosaic = MosaicBinary()
        let korean = try await mosaic.runAsync(["market", "post", "--lang", "ko"])
        #expect(korean.status == 65)
        #expect(korean.stderr == "오류: 실패\n  ~ 글 제목을 입력해주세요.\n  ~ 카테고리를 선택해주세요.\n  ~ 내용을 입력해주세요.\n")
        #expect(korean.stdout.isEmpty)
        let english = try await mosaic.runAsync(["market", "post", "--title", "Bike"])
        #expect(english.status == 65)
        #expect(english.stderr.contains("~ Please select a category.\n  ~ Please enter the content."))
        #expect(!english.stderr.contains("post title"))
    }

    @Test("a bad price says what is accepted (exit 65); a category outside the list is a usage error (64)")
    func badValues() async throws {
        let mosaic = MosaicBinary()
        let price = try await mosaic.runAsync([
            "market", "post", "--title", "x", "--category", "1", "--description", "y", "--price=-500",
        ])
        #expect(price.status == 65)
        #expect(price.stderr.contains("cannot be negative"))
        let category = try await mosaic.runAsync([
            "market", "post", "--title", "x", "--category", "cars", "--description", "y",
        ])
        #expect(category.status == 64)
        #expect(category.stderr.contains("Unknown category 'cars'"))
    }

    @Test("post, list, show, status, edit and delete; prices in each language's style")
    func lifecycle() async throws {
        let mosaic = MosaicBinary()
        let bike = try await post(mosaic)
        #expect(
            bike["price"] as? Int == 150_000 && bike["category"] as? String == "sports"
                && bike["categoryID"] as? Int == 3)
        #expect(bike["priceText"] == nil)
        _ = try await post(mosaic, title: "Picture books", category: "도서/티켓/취미", price: "무료", description: "Ten books")
        let id = try #require(bike["id"] as? String)

        let list = try await mosaic.runAsync(["market", "list", "--lang", "ko"])
        #expect(list.stdout.contains("150,000원") && list.stdout.contains("무료나눔") && list.stdout.contains("판매중"))
        let free = try #require(
            try mosaic.json(try await mosaic.runAsync(["market", "list", "--free", "--json"])) as? [[String: Any]])
        #expect(free.map { $0["title"] as? String } == ["Picture books"])

        let reserved = try await mosaic.runAsync(["market", "status", String(id.prefix(6)), "reserved"])
        #expect(reserved.status == 0)
        #expect(reserved.stderr.contains("is now reserved"))
        // Machine output is the same in every language, byte for byte (#12).
        let koreanJSON = try await mosaic.runAsync(["market", "list", "--json", "--lang", "ko"])
        #expect(koreanJSON.stdout == (try await mosaic.runAsync(["market", "list", "--json", "--lang", "en"])).stdout)
        let korean = try await mosaic.runAsync(["market", "show", id, "--lang", "ko"])
        #expect(
            korean.stdout.contains("\n아이디    \(id)\n카테고리  스포츠/레저\n가격      150,000원\n상태      예약중\n"),
            "values line up by display width")
        let shown = try #require(
            try mosaic.json(try await mosaic.runAsync(["market", "show", String(id.prefix(6)), "--json"]))
                as? [String: Any])
        #expect(shown["status"] as? String == "reserved")

        let edited = try await mosaic.runAsync(["market", "edit", id, "--price", "12만", "--json"])
        #expect((try mosaic.json(edited) as? [String: Any])?["price"] as? Int == 120_000)
        let invalidEdit = try await mosaic.runAsync(["market", "edit", id, "--title", "   "])
        #expect(invalidEdit.status == 65)

        #expect(try await mosaic.runAsync(["market", "delete", id]).status == 65)
        #expect(try await mosaic.runAsync(["market", "delete", id, "--yes"]).status == 0)
        let gone = try await mosaic.runAsync(["market", "show", id])
        #expect(gone.status == 66)
        #expect(gone.stderr.contains("Nothing has the id"))
    }

    @Test(
        "edit --description opens the editor on the description; unchanged keeps it, empty in a pipe is refused (#44)")
    func editingTheDescriptionInTheEditor() async throws {
        var mosaic = MosaicBinary()
        let id = try #require(try await post(mosaic, description: "거의 새것, 2023년 구입")["id"] as? String)
        func description() async throws -> String? {
            let shown = try await mosaic.runAsync(["market", "show", id, "--json"])
            return try #require(try mosaic.json(shown) as? [String: Any])["description"] as? String
        }
        mosaic.environment["EDITOR"] = "true"
        let unchanged = try mosaic.onTerminal(["market", "edit", id, "--title", "자전거", "--description"])
        #expect(await unchanged.exitStatus() == 0)
        #expect(try await description() == "거의 새것, 2023년 구입")
        let piped = try await mosaic.runAsync(["market", "edit", id, "--description", "-"], input: "")
        #expect(piped.status == 65 && piped.stderr.contains("The new text for the description is empty"))
        #expect(try await description() == "거의 새것, 2023년 구입")
    }

    @Test(
        "edit with nothing to change: 64 naming the flags in a pipe; on a terminal the form with the values, Enter keeping each (#47)"
    )
    func editWithoutChanges() async throws {
        let mosaic = MosaicBinary()
        let id = try #require(try await post(mosaic, description: "거의 새것")["id"] as? String)
        let piped = try await mosaic.runAsync(["market", "edit", id])
        #expect(piped.status == 64 && piped.stderr.contains("give one of --title, --category, --price, --description"))
        let same = try await mosaic.runAsync(["market", "edit", id, "--description", "거의 새것"])
        #expect(same.status == 0 && same.stderr.contains("Nothing changed; nothing was saved."))
        let screen = try mosaic.onTerminal(["market", "edit", id])
        #expect(await screen.waitFor("Post title ["), "\(screen.screen)")
        screen.type("\r\r\r")
        #expect(await screen.waitFor("Description [거의 새것]"), "\(screen.screen)")
        screen.type("\r")
        #expect(await screen.exitStatus() == 0 && screen.screen.contains("Nothing changed"), "\(screen.screen)")
    }

    @Test("a sale may record the price it went for; market stats totals asked against received, by category (#48)")
    func soldPriceAndStats() async throws {
        let mosaic = MosaicBinary()
        let lamp = try #require(try await post(mosaic, title: "램프", price: "30000")["id"] as? String)
        _ = try await post(mosaic, title: "의자", price: "10000")
        let sold = try await mosaic.runAsync(["market", "status", lamp, "sold", "--price", "2.5만", "--json"])
        let soldJSON = try mosaic.json(sold) as? [String: Any]
        #expect(sold.status == 0 && soldJSON?["soldPrice"] as? Int == 25_000)
        let shown = try await mosaic.runAsync(["market", "show", lamp])
        #expect(
            shown.stdout.contains("sold for") && shown.stdout.contains("₩25,000"),
            "market show says it (#60): \(shown.stdout)")
        let stats = try #require(
            try mosaic.json(try await mosaic.runAsync(["market", "stats", "--json"])) as? [String: Any])
        #expect(stats["sold"] as? Int == 1 && stats["selling"] as? Int == 1)
        #expect(stats["asked"] as? Int == 30_000 && stats["received"] as? Int == 25_000)
        let text = try await mosaic.runAsync(["market", "stats", "--lang", "ko"])
        #expect(text.stdout.contains("받은 값") && text.stdout.contains("25,000"), "\(text.stdout)")
        #expect(try await mosaic.runAsync(["market", "status", lamp, "selling", "--price", "1"]).status == 64)
        // Taken back from sold, the price it went for is forgotten.
        let back = try await mosaic.runAsync(["market", "status", lamp, "selling", "--json"])
        let backJSON = try mosaic.json(back) as? [String: Any]
        #expect(backJSON?["soldPrice"] is NSNull)
    }

    @Test("search, filters and sort from the command line; nothing found says so")
    func queries() async throws {
        let mosaic = MosaicBinary()
        _ = try await post(mosaic, title: "Nintendo Switch", category: "2", price: "25만", description: "게임기")
        _ = try await post(mosaic, title: "화분", category: "8", price: "5천", description: "몬스테라")
        let search = try await mosaic.runAsync(["market", "list", "--search", "SWITCH"])
        #expect(search.stdout.contains("Nintendo Switch") && !search.stdout.contains("화분"))
        let cheap = try #require(
            try mosaic.json(
                try await mosaic.runAsync(["market", "list", "--sort", "price", "--max-price", "10만", "--json"]))
                as? [[String: Any]])
        #expect(cheap.map { $0["title"] as? String } == ["화분"])
        let none = try await mosaic.runAsync(["market", "list", "--search", "냉장고"])
        #expect(none.status == 0)
        #expect(none.stderr.contains("No listings match."))
        #expect(
            (try mosaic.json(try await mosaic.runAsync(["market", "list", "--search", "냉장고", "--json"])) as? [Any])?
                .isEmpty == true)
    }

    @Test("categories lists all eleven with their ids")
    func categories() async throws {
        let result = try await MosaicBinary().runAsync(["market", "categories", "--json"])
        let categories = try #require(try MosaicBinary().json(result) as? [[String: Any]])
        #expect(categories.count == 11)
        #expect(categories.last?["korean"] as? String == "기타")
    }
}

@Suite("mosaic market post on a terminal")
struct MarketInteractiveTests {
    func terminal(_ mosaic: MosaicBinary, _ arguments: [String], typing: [String]) async throws -> ProcessRunner.Result
    {
        try await mosaic.runOnTerminalAsync(arguments, typing: typing)
    }

    @Test("missing fields are asked for, the category from a numbered list, with the live lines")
    func asks() async throws {
        let mosaic = MosaicBinary()
        let result = try await terminal(
            mosaic, ["market", "post", "--lang", "ko", "--json"], typing: ["자전거 팝니다", "3", "15만", "거의 새것"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("3. 스포츠/레저"))
        #expect(result.stderr.contains("아직 부족한 항목: ~ 글 제목을 입력해주세요."))
        let listing = try #require(try mosaic.json(result) as? [String: Any])
        #expect(listing["categoryID"] as? Int == 3 && listing["price"] as? Int == 150_000)
    }

    @Test("the category list moves with the arrow keys as gh's do; Ctrl-C there stops with 130 (#31)")
    func arrowKeys() async throws {
        let mosaic = MosaicBinary()
        let screen = try mosaic.onTerminal(["market", "post", "--json"])
        #expect(await screen.waitFor("Post title"))
        screen.type("Lamp\r")
        #expect(await screen.waitFor("❯ 1. Digital & appliances"))
        screen.type("\u{1B}[B\u{1B}[B")
        #expect(await screen.waitFor("❯ 3. Sports & leisure"))
        screen.type("\r")
        #expect(await screen.waitFor("Price"))
        screen.type("\r")
        #expect(await screen.waitFor("Description"))
        screen.type("Warm light\r")
        #expect(await screen.exitStatus() == 0)
        #expect(screen.screen.contains("\"categoryID\" : 3"), "\(screen.screen)")
        let stopped = try MosaicBinary().onTerminal(["market", "post"])
        #expect(await stopped.waitFor("Post title"))
        stopped.type("Lamp\r")
        #expect(await stopped.waitFor("❯ 1."))
        stopped.type("\u{1B}[B\u{03}")
        #expect(await stopped.exitStatus() == 130)
        #expect(stopped.isInLineMode, "the terminal is given back in line mode")
    }

    @Test("an interrupted form is kept as a draft and offered on the next post")
    func draft() async throws {
        let mosaic = MosaicBinary()
        let interrupted = try await terminal(mosaic, ["market", "post"], typing: ["Desk lamp"])
        #expect(interrupted.status == 65)
        // Resuming shows what was restored before asking for the rest; the category list takes
        // a name as the --category flag does (#31).
        let resumed = try await terminal(
            mosaic, ["market", "post", "--json"], typing: ["y", "Furniture", "", "Warm light"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stderr.contains("unfinished listing"))
        #expect(resumed.stderr.contains("Restored from the draft:\n  Post title  Desk lamp\n"), "\(resumed.stderr)")
        let listing = try #require(try mosaic.json(resumed) as? [String: Any])
        #expect(listing["title"] as? String == "Desk lamp" && listing["categoryID"] as? Int == 9)
        let again = try await terminal(mosaic, ["market", "post"], typing: [])
        #expect(!again.stderr.contains("unfinished listing"))
    }

    @Test("a one-shot post from flags leaves a draft being written elsewhere alone (#49)")
    func oneShotKeepsTheDraft() async throws {
        let mosaic = MosaicBinary()
        let interrupted = try await terminal(mosaic, ["market", "post"], typing: ["Desk lamp"])
        #expect(interrupted.status == 65)
        let posted = try await mosaic.runAsync([
            "market", "post", "--title", "의자", "--category", "1", "--description", "d",
        ])
        #expect(posted.status == 0, "\(posted.stderr)")
        let next = try await terminal(mosaic, ["market", "post"], typing: ["n"])
        #expect(next.stderr.contains("unfinished listing"), "the draft is still offered: \(next.stderr)")
    }

    @Test("a negative price reaches the price rule (65, 음수일 수 없습니다), not ArgumentParser's missing value")
    func negativePrice() async throws {
        let mosaic = MosaicBinary()
        let result = try await mosaic.runAsync([
            "market", "post", "--title", "t", "--category", "1", "--description", "d",
            "--price", "-500", "--lang", "ko",
        ])
        #expect(result.status == 65 && result.stderr.contains("가격은 음수일 수 없습니다"))
    }
}
