import Console
import Core
import Foundation
import Testing

@Suite("Terminal output")
struct OutputTests {
    @Test("Hangul and emoji count two columns, so Korean tables line up")
    func displayWidth() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("향수") == 4)
        #expect(DisplayWidth.of("🌸") == 2)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.truncate("향수 일기장", to: 6) == "향수 …")
    }

    @Test("a table aligns columns by display width and right-aligns numbers")
    func table() {
        var table = TextTable([.init("NAME"), .init("PRICE", alignRight: true), .init("NOTE")])
        table.append(["자전거", "15,000원", "거의 새것"])
        table.append(["bike", "0", ""])
        #expect(
            table.render().split(separator: "\n").map(String.init) == [
                "NAME       PRICE  NOTE",
                "자전거  15,000원  거의 새것",
                "bike           0",
            ])
    }

    @Test("on a terminal a table uses its width: whole cells when they fit, the widest column gives way (#31)")
    func tableFitsTheTerminal() {
        var table = TextTable([.init("id"), .init("Note", maxWidth: 10)])
        table.append(["a1", "향수 한 병과 시향지 두 장"])
        // A pipe cuts each column at its maxWidth; headers read upper case in English.
        #expect(table.render() == "ID  NOTE\na1  향수 한 …")
        // A wide terminal shows the whole cell, past maxWidth.
        #expect(table.render(width: 80) == "ID  NOTE\na1  향수 한 병과 시향지 두 장")
        // A narrow one narrows the widest column to fit, never below its header or 8.
        let narrow = table.render(width: 16)
        #expect(narrow.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 16 }, "\(narrow)")
        #expect(narrow == "ID  NOTE\na1  향수 한 병…")
        var wide = TerminalIO(
            stdout: TextSink(isTerminal: true, reportedColumns: 30) { _ in }, stderr: .memory().0, language: .english,
            json: false, noColor: true, environment: ["COLUMNS": "120"])
        #expect(wide.width == 120, "COLUMNS overrides what the terminal reports")
        wide = TerminalIO(
            stdout: TextSink(isTerminal: true, reportedColumns: 30) { _ in }, stderr: .memory().0, language: .english,
            json: false, noColor: true, environment: [:])
        #expect(wide.width == 30)
        let piped = TerminalIO(
            stdout: .memory().0, stderr: .memory().0, language: .english, json: false, noColor: true,
            environment: ["COLUMNS": "120"])
        #expect(piped.width == nil, "a pipe gets every column at its maxWidth")
    }

    @Test("colour only on a terminal, never with NO_COLOR, --no-color or a dumb terminal")
    func colorPolicy() {
        #expect(ColorPolicy.enabled(noColorFlag: false, environment: [:], isTerminal: true))
        #expect(!ColorPolicy.enabled(noColorFlag: false, environment: [:], isTerminal: false))
        #expect(!ColorPolicy.enabled(noColorFlag: false, environment: ["NO_COLOR": "1"], isTerminal: true))
        #expect(!ColorPolicy.enabled(noColorFlag: true, environment: [:], isTerminal: true))
        #expect(!ColorPolicy.enabled(noColorFlag: false, environment: ["TERM": "dumb"], isTerminal: true))
    }

    @Test("data goes to stdout, messages to stderr, plain when not a terminal")
    func streams() throws {
        let (out, readOut) = TextSink.memory()
        let (err, readErr) = TextSink.memory()
        let io = TerminalIO(stdout: out, stderr: err, language: .korean, json: true, noColor: false, environment: [:])
        try io.show(.data(Document(line: "향수"), json: ["name": "향수"]))
        io.error(
            UserError(
                Message(en: "Not found", ko: "찾을 수 없습니다"), category: .notFound, details: [Message(en: "a", ko: "가")]))
        #expect(readOut() == "{\n  \"name\" : \"향수\"\n}\n")
        #expect(readErr() == "오류: 찾을 수 없습니다\n  가\n")
    }

    @Test("colour codes appear on a terminal stream")
    func coloured() {
        let (err, readErr) = TextSink.memory(isTerminal: true)
        let (out, _) = TextSink.memory()
        let io = TerminalIO(stdout: out, stderr: err, language: .english, json: false, noColor: false, environment: [:])
        io.success(Message(en: "Saved.", ko: "저장했습니다."))
        #expect(readErr().contains("\u{1B}["))
    }

    @Test("control characters in user text are shown visibly on a terminal; only our own colour survives (#12)")
    func neutralised() throws {
        #expect(
            TerminalText.neutralised("a\u{1B}[2Jb\rc\u{7}\u{9B}\u{202E}d\te\nf")
                == "a^[[2Jb^Mc^G\\u{9B}\\u{202E}d\te\nf")
        let (out, readOut) = TextSink.memory(isTerminal: true)
        let (err, readErr) = TextSink.memory(isTerminal: true)
        let io = TerminalIO(stdout: out, stderr: err, language: .english, json: false, noColor: false, environment: [:])
        try io.show(
            .data(
                Document(line: [.init("Bike\u{1B}[31m", .emphasis), .init(" \u{1B}]0;title\u{7}")]), json: [String]()))
        #expect(readOut() == "\u{1B}[1mBike^[[31m\u{1B}[0m ^[]0;title^G\n")
        io.say(Message(en: "Deleted 'x\u{1B}[2J'.", ko: ""))
        #expect(readErr() == "Deleted 'x^[[2J'.\n")

        var table = TextTable([.init("NAME"), .init("N", alignRight: true)])
        table.append(["\u{1B}[2J", "1"])
        table.append(["ab", "2"])
        #expect(table.render() == "NAME   N\n^[[2J  1\nab     2")
        let (plain, readPlain) = TextSink.memory()
        let piped = TerminalIO(
            stdout: plain, stderr: err, language: .english, json: false, noColor: false, environment: [:])
        try piped.show(.data(Document(line: "x\u{1B}[31my"), json: [String]()))
        let pipedJSON = TerminalIO(
            stdout: plain, stderr: err, language: .english, json: true, noColor: false, environment: [:])
        try pipedJSON.show(.data(Document(line: "x"), json: ["name": "x\u{1B}y"]))
        #expect(readPlain() == "x^[[31my\n{\n  \"name\" : \"x\\u001by\"\n}\n")
    }

    @Test("empty collections print as [] and {} at any depth (#12)")
    func emptyCollections() throws {
        struct Nested: Encodable {
            let days: [String]
            let tags: [String: Int]
            let name: String
        }
        #expect(
            try JSONOutput.encode(Nested(days: [], tags: [:], name: "[\n\n]"))
                == "{\n  \"days\" : [],\n  \"name\" : \"[\\n\\n]\",\n  \"tags\" : {}\n}")
        #expect(try JSONOutput.encode([String]()) == "[]")
    }

    @Test("--json writes every date exactly as Foundation's ISO 8601 strategy does, in UTC to the second")
    func jsonDates() throws {
        let foundation = JSONEncoder()
        foundation.dateEncodingStrategy = .iso8601
        var generator = SystemRandomNumberGenerator()
        let edges: [TimeInterval] = [
            0, -0.5, 0.999, -1, 951_782_400, 951_868_799.75, -2_203_891_200, -12_212_553_600.5, -12_219_292_800,
            253_402_300_799.9, 253_402_300_800, 1_700_000_000.123,
        ]
        // From 1500 (Foundation's calendar is Julian before 1582) to 10,100.
        let dates =
            (edges + (0..<2_000).map { _ in Double.random(in: -14_832_988_800...256_557_974_400, using: &generator) })
            .map(Date.init(timeIntervalSince1970:))
        for date in dates {
            let expected = String(decoding: try foundation.encode([date]), as: UTF8.self)
            let written = try JSONOutput.encode([date])
            #expect(written.filter { !$0.isWhitespace } == expected, "\(date.timeIntervalSince1970)")
        }
    }

    @Test("a key/value block lines labels up by display width in both languages and indents continued values (#12)")
    func keyValueBlock() {
        var block = KeyValueBlock()
        block.append("아이디", "1")
        block.append("카테고리", "디지털")
        block.append("id", "a\nb")
        #expect(block.render(indent: " ") == [" 아이디    1", " 카테고리  디지털", " id        a\n           b"])
    }

    @Test("a progress bar draws only on a terminal")
    func progress() {
        let (sink, read) = TextSink.memory(isTerminal: false)
        let bar = ProgressBar(total: 10, label: "importing", sink: sink, width: 10)
        bar.update(6)
        #expect(read().isEmpty)
        #expect(bar.render(6) == "[######....]  60% importing")
    }

    @Test("charts never crash on what a server may send: values near Int.max, Int.min, infinities (#13)")
    func extremeCharts() {
        let extremes = [Double(Int.max), Double(Int.min), 0, Double(Int.max - 1)]
        let chart = LineChart.render(extremes, height: 4)
        #expect(chart.count == 4 && chart[0].contains("9.22e+18") && chart[3].contains("-9.22e+18"))
        #expect(LineChart.render([.infinity]).isEmpty)
    }

    @Test("a line chart shows a series' shape")
    func charts() {
        let chart = LineChart.render([1, 5, 3], height: 3)
        #expect(chart == ["5 ┤ ● ", "  ┤ │●", "1 ┤●││"])
    }
}
