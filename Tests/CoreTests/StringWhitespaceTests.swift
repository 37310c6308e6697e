import Core
import Testing

@Suite("Trimming whitespace")
struct StringWhitespaceTests {
    @Test("spaces, tabs, newlines and the ideographic space go from both ends; inner ones stay")
    func trims() {
        #expect(" \t\u{3000}자전거 팝니다\n".trimmingWhitespace == "자전거 팝니다")
        #expect(" \t\u{3000}\n".trimmingWhitespace.isEmpty)
    }
}
