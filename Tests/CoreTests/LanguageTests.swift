import Core
import Testing

@Suite("Language")
struct LanguageTests {
    @Test("the flag wins over the environment")
    func flagWins() {
        #expect(Language.resolve(flag: .english, environment: ["LANG": "ko_KR.UTF-8"]) == .english)
        #expect(Language.resolve(flag: .korean, environment: [:]) == .korean)
    }

    @Test("a Korean locale selects Korean, LC_ALL before LANG")
    func environment() {
        #expect(Language.resolve(flag: nil, environment: ["LANG": "ko_KR.UTF-8"]) == .korean)
        #expect(Language.resolve(flag: nil, environment: ["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"]) == .english)
        #expect(Language.resolve(flag: nil, environment: ["LC_ALL": "ko_KR", "LANG": "C"]) == .korean)
        #expect(Language.resolve(flag: nil, environment: [:]) == .english)
    }

    @Test("the flag takes codes, names and locale forms; anything else is not a language")
    func codes() {
        #expect(
            Language(code: "ko_KR.UTF-8") == .korean && Language(code: "한국어") == .korean
                && Language(code: "English") == .english)
        #expect(Language(code: "fr") == nil)
    }

    @Test("a message speaks each language")
    func messageText() {
        let message = Message(en: "Please add a test strip", ko: "시향지를 추가해 주세요")
        #expect(message.text(.korean) == "시향지를 추가해 주세요")
        #expect(message.text(.english) == "Please add a test strip")
    }
}
