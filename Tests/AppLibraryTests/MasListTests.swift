import AppLibrary
import Core
import Testing

/// `mas list` as people bring it (#48): both spacings, the oldest with no name, mas 7's JSON.
@Suite("AppLibrary: reading mas list")
struct MasListTests {
    @Test("the newer padded columns, the older single spaces, a line without a name; each id once")
    func text() throws {
        let text = """
            497799835  Xcode                  (15.2)
            409203825 Numbers (14.4)
            1225570693  (15.2)
               409183694  Keynote   (13.1)  \u{20}

            497799835  Xcode  (15.2)
            """
        let apps = try MasList.parse(text, file: "apps.txt")
        #expect(apps.map(\.id) == ["497799835", "409203825", "1225570693", "409183694"])
        #expect(
            apps[0].name == "Xcode" && apps[0].version == "15.2" && apps[2].name == nil && apps[3].version == "13.1")
    }

    @Test("mas 7's JSON: an object a line (an empty one skipped), or an array")
    func json() throws {
        let lines = """
            {"adamID":1352778147,"bundleID":"com.bitwarden.desktop","name":"Bitwarden","version":"2026.5.0"}
            {}
            {"adamID":682658836,"name":"GarageBand","version":"10.4.11"}
            """
        #expect(try MasList.parse(lines, file: "-").map(\.id) == ["1352778147", "682658836"])
        let array = #"[{"id": 409183694, "name": "Keynote", "version": "8.3"}]"#
        #expect(try MasList.parse(array, file: "-") == [MasList.App(id: "409183694", name: "Keynote", version: "8.3")])
    }

    @Test("a line that is no app of mas's is refused naming the file, line and column")
    func malformed() {
        #expect(throws: UserError.self) { try MasList.parse("497799835  Xcode  (15.2)\nhello there", file: "apps.txt") }
        do {
            _ = try MasList.parse("497799835  Xcode  (15.2)\nhello there", file: "apps.txt")
        } catch {
            #expect(error.category == .invalidInput && error.message.english.contains("'apps.txt'"))
            #expect(error.message.english.contains("line 2, column 1"))
        }
    }
}
