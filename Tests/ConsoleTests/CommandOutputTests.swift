import Console
import Core
import Testing

/// What every command's result looks like to a person and to a script: `TerminalIO.show`.
@Suite("Command output")
struct CommandOutputTests {
    struct Streams {
        let io: TerminalIO
        let stdout: @Sendable () -> String
        let stderr: @Sendable () -> String

        init(json: Bool = false, terminal: Bool = false) {
            let (out, readOut) = TextSink.memory(isTerminal: terminal)
            let (err, readErr) = TextSink.memory(isTerminal: terminal)
            io = TerminalIO(stdout: out, stderr: err, language: .english, json: json, noColor: false, environment: [:])
            stdout = readOut
            stderr = readErr
        }
    }

    static let none = Message(en: "Nothing yet.", ko: "아직 없어요.")

    @Test("an empty list tells the person on stderr, and gives a script [] on stdout")
    func emptyList() throws {
        let text = Streams()
        try text.io.show(.list([String](), empty: Self.none) { _ in Document(line: "unused") })
        #expect(text.stdout() == "" && text.stderr() == "Nothing yet.\n")
        let json = Streams(json: true)
        try json.io.show(.list([String](), empty: Self.none) { _ in Document(line: "unused") })
        #expect(json.stdout() == "[]\n" && json.stderr() == "")
    }

    @Test("a list is a table by display width on stdout, or its items as JSON; a caption stays on stderr")
    func list() throws {
        var table = TextTable([.init("NAME"), .init("N", alignRight: true)])
        table.append(["향수", "12"])
        let text = Streams()
        try text.io.show(.data(Document(table), json: ["향수"], caption: Message(en: "1 result", ko: "1개")))
        #expect(text.stdout() == "NAME   N\n향수  12\n" && text.stderr() == "1 result\n")
        let json = Streams(json: true)
        try json.io.show(.data(Document(table), json: ["향수"], caption: Message(en: "1 result", ko: "1개")))
        #expect(json.stdout() == "[\n  \"향수\"\n]\n" && json.stderr() == "")
    }

    @Test("a write confirms on stderr; stdout has its detail, or the object written with --json")
    func written() throws {
        let text = Streams()
        try text.io.show(
            .written(Message(en: "Saved.", ko: "저장했습니다."), json: ["id": "1"], document: Document(line: "detail")))
        #expect(text.stdout() == "detail\n" && text.stderr() == "Saved.\n")
        let json = Streams(json: true)
        try json.io.show(
            .written(Message(en: "Saved.", ko: "저장했습니다."), json: ["id": "1"], document: Document(line: "detail")))
        #expect(json.stdout() == "{\n  \"id\" : \"1\"\n}\n" && json.stderr() == "Saved.\n")
    }

    @Test("a batch that partly failed shows what succeeded, then fails with the error")
    func failing() throws {
        let json = Streams(json: true)
        let error = UserError(Message(en: "One failed.", ko: "하나 실패."), category: .notFound)
        #expect(throws: UserError.self) { try json.io.show(.failing(.data(Document(), json: ["a"]), error)) }
        #expect(json.stdout() == "[\n  \"a\"\n]\n")
    }

    @Test("an export is printed exactly, control characters and all, with or without --json")
    func verbatim() throws {
        let json = Streams(json: true)
        try json.io.show(.verbatim("a,b\u{1B}\n"))
        #expect(json.stdout() == "a,b\u{1B}\n")
    }

    @Test(
        "a document shows user text safely and colours only a coloured stream; a swatch needs colour to mean anything")
    func document() throws {
        var document = Document(line: [.init("Bike\u{1B}[2J", .emphasis), .init(" ██", .swatch(hex: "#FF0000"))])
        var facts = KeyValueBlock()
        facts.append("아이디", "x\ry")
        document.facts(facts, indent: "  ", labels: .dim)
        let plain = Streams()
        try plain.io.show(.data(document, json: [String]()))
        #expect(plain.stdout() == "Bike^[[2J\n  아이디  x^My\n")
        let coloured = Streams(terminal: true)
        try coloured.io.show(.data(document, json: [String]()))
        #expect(coloured.stdout().hasPrefix("\u{1B}[1mBike^[[2J\u{1B}[0m\u{1B}[38;2;255;0;0m ██\u{1B}[0m\n"))
    }
}
