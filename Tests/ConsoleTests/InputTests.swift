import Console
import Core
import TestSupport
import Testing

@Suite("Terminal input")
struct InputTests {
    func io() -> (TerminalIO, @Sendable () -> String) {
        let (out, _) = TextSink.memory()
        let (err, readErr) = TextSink.memory()
        return (
            TerminalIO(stdout: out, stderr: err, language: .english, json: false, noColor: true, environment: [:]),
            readErr
        )
    }

    @Test("without a terminal, missing input fails naming the flags (exit 65)")
    func noTerminal() {
        let (io, _) = io()
        let prompter = Prompter(input: .scripted([], isTerminal: false), io: io)
        #expect {
            try prompter.requireAnswerable(missingFlags: ["--brand", "--name"])
        } throws: { error in
            let error = error as? UserError
            return error?.category.exitCode == 65 && error?.message.english.contains("--brand, --name") == true
        }
    }

    @Test("on a terminal, it asks again until the answer is valid")
    func asksUntilValid() throws {
        let (io, readErr) = io()
        let prompter = Prompter(input: .scripted(["", "Le Labo"]), io: io)
        try prompter.requireAnswerable(missingFlags: ["--brand"])
        let answer = try prompter.ask(Message(en: "Brand", ko: "브랜드")) {
            $0.isEmpty ? Message(en: "Required.", ko: "필수") : nil
        }
        #expect(answer == "Le Labo")
        #expect(readErr().contains("Required."))
    }

    @Test(
        "a prompted form drives its view-model: each answer goes to the input, the problem comes back from the next state (#12)"
    )
    func formPrompts() async throws {
        let (io, readErr) = io()
        // A stand-in view-model: its title input sets the state; an empty title is its rule.
        let title = EventRelay<String>()
        let state = StateRelay("")
        let titles = title.values()
        Task { for await text in titles { state.update { $0 = text } } }
        var prompts = FormPrompts(Prompter(input: .scripted(["  ", "Le Labo"]), io: io), states: state.values())
        let answered = try await prompts.ask(Message(en: "Brand", ko: "브랜드"), send: title.accept) { text in
            text.trimmingWhitespace.isEmpty ? Message(en: "The view-model says: required.", ko: "필수") : nil
        }
        #expect(answered == "Le Labo" && state.value == "Le Labo")
        #expect(readErr().contains("The view-model says: required."))
        #expect(try await prompts.change { title.accept("Diptyque") } == "Diptyque")
    }

    @Test("choosing from a numbered list and confirming")
    func chooseAndConfirm() throws {
        let (io, _) = io()
        let prompter = Prompter(input: .scripted(["9", "2", "예"]), io: io)
        #expect(try prompter.choose(Message(en: "Category", ko: "카테고리"), options: ["디지털/가전", "게임"]) == 1)
        #expect(try prompter.confirm(Message(en: "Delete?", ko: "삭제할까요?")))
    }

    @Test("a numbered list takes a name as well as a number, as the flag does (#31)")
    func chooseByName() throws {
        let (io, readErr) = io()
        let prompter = Prompter(input: .scripted(["Games", "게임", "bogus", "GAME"]), io: io)
        let question = Message(en: "Category", ko: "카테고리")
        let aliases = ["games": 1]
        #expect(
            try prompter.choose(question, options: ["디지털/가전", "게임"], named: { aliases[$0.lowercased()] }) == 1)
        #expect(try prompter.choose(question, options: ["디지털/가전", "게임"]) == 1)
        #expect(try prompter.choose(question, options: ["Digital", "Game"]) == 1)
        #expect(readErr().contains("'bogus' is not in the list. Enter a number from 1 to 2 or a name."))
    }

    @Test("the line editor assembles UTF-8, handles backspace, and ends on Enter, Ctrl-D, Escape and Ctrl-C")
    func lineEditorState() {
        var state = LineEditorState()
        var events: [LineEditorState.Event] = []
        for byte in Array("oud".utf8) + [0x7F] + Array("향".utf8) + [0x0D] {
            if let event = state.apply(byte) { events.append(event) }
        }
        #expect(
            events == [
                .changed("o"), .changed("ou"), .changed("oud"), .changed("ou"), .changed("ou향"), .submitted("ou향"),
            ])
        var keys = LineEditorState()
        #expect(keys.apply(0x03) == .interrupted)
        #expect(keys.apply(0x1B) == .cancelled)
        #expect(keys.apply(0x04) == .cancelled)
        _ = keys.apply(UInt8(ascii: "a"))
        #expect(keys.apply(0x04) == .submitted("a"))
    }

    @Test(
        "escape sequences are keys: arrows, Delete and Home (CSI and SS3) leave the line as it is; Esc alone leaves (#47)"
    )
    func escapeSequences() async {
        let sequences: [([UInt8], TerminalKey)] = [
            (Array("\u{1B}[A".utf8), .up), (Array("\u{1B}[B".utf8), .down), (Array("\u{1B}OC".utf8), .right),
            (Array("\u{1B}[1;5D".utf8), .left), (Array("\u{1B}[3~".utf8), .delete), (Array("\u{1B}[H".utf8), .home),
            (Array("\u{1B}OH".utf8), .home), (Array("\u{1B}[F".utf8), .end), (Array("\u{1B}[4~".utf8), .end),
            (Array("\u{1B}[15~".utf8), .other), (Array("\u{1B}\u{1B}".utf8), .escape), ([0x1B], .escape),
            (Array("\u{1B}b".utf8), .other), ([0x61], .byte(0x61)),
        ]
        for (bytes, key) in sequences {
            var left = bytes[...]
            #expect(TerminalKey.read { _ in left.popFirst() } == key, "\(bytes)")
            #expect(left.isEmpty, "the whole sequence read: \(bytes)")
        }
        // Typing goes on around them, one byte per read as a terminal delivers them.
        let bytes = LockedValue(Array("ab\u{1B}[D\u{1B}[3~\u{1B}OHc\r".utf8))
        let editor = LineEditor { bytes.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
        let recorder = OutputRecorder(editor.events())
        #expect(
            await recorder.waitFor(count: 4) == [.changed("a"), .changed("ab"), .changed("abc"), .submitted("abc")])
    }

    /// Issue #55: Esc then Ctrl-C within a few milliseconds read as one unknown sequence,
    /// and the screen stayed until a second Ctrl-C.
    @Test("Ctrl-C and Ctrl-D in the middle of an escape sequence are those keys")
    func interruptInsideSequence() {
        let sequences: [([UInt8], TerminalKey)] = [
            ([0x1B, 0x03], .byte(0x03)), ([0x1B, 0x5B, 0x03], .byte(0x03)),
            ([0x1B, 0x5B, 0x31, 0x3B, 0x03], .byte(0x03)),
            ([0x1B, 0x4F, 0x03], .byte(0x03)), ([0x1B, 0x04], .byte(0x04)), ([0x1B, 0x5B, 0x04], .byte(0x04)),
            // A Ctrl-D typed ahead in line mode reads as NUL once the terminal is raw.
            ([0x00], .byte(0x04)),
        ]
        for (bytes, key) in sequences {
            var left = bytes[...]
            #expect(TerminalKey.read { _ in left.popFirst() } == key, "\(bytes)")
        }
    }

    @Test("the line editor streams events from its byte source")
    func lineEditorStream() async {
        let bytes = LockedValue(Array("ab".utf8) + [0x0D])
        let editor = LineEditor {
            bytes.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        }
        let recorder = OutputRecorder(editor.events())
        #expect(await recorder.waitFor(count: 4) == [.changed("a"), .changed("ab"), .submitted("ab")])
    }
}

@Suite("Prompt line editing")
struct PromptLineStateTests {
    func typed(_ keys: [TerminalKey]) -> (PromptLineState, PromptLineState.Outcome) {
        var state = PromptLineState()
        var outcome = PromptLineState.Outcome.editing
        for key in keys { outcome = state.apply(key) }
        return (state, outcome)
    }

    func bytes(_ text: String) -> [TerminalKey] { text.utf8.map { .byte($0) } }

    @Test("typing goes in at the cursor; ← → Home End move it; Backspace and Delete take a character")
    func editing() {
        let (state, outcome) = typed(
            bytes("Labx") + [.left, .delete, .home] + bytes("Le ") + [.end, .byte(0x7F)] + bytes("b") + [.byte(0x0D)])
        #expect(outcome == .submitted("Le Lab"))
        #expect(state.text == "Le Lab")
    }

    @Test("Hangul and other multi-byte characters are whole characters, moved over and deleted as one")
    func multiByte() {
        let (state, _) = typed(bytes("한결") + [.left, .byte(0x7F)] + bytes("e\u{301}"))
        #expect(state.text == "é결")
        #expect(state.cursor == 1)
    }

    @Test("Ctrl-C interrupts; Ctrl-D ends an empty line and deletes under the cursor otherwise; Ctrl-U clears")
    func controlKeys() {
        #expect(typed([.byte(0x03)]).1 == .interrupted)
        #expect(typed([.byte(0x04)]).1 == .ended)
        #expect(typed(bytes("ab") + [.home, .byte(0x04)]).0.text == "b")
        #expect(typed(bytes("ab") + [.byte(0x15)]).0.text == "")
        #expect(typed(bytes("a") + [.up, .down, .escape, .other, .byte(0x1B)]).0.text == "a")
    }
}
