import PersistenceSQLite
import Testing

/// Issue #55: a Tab's candidates reach `compgen -W`, which expands them.
@Suite("completion candidates")
struct CompletionCandidateTests {
    @Test("what a shell would expand is never a candidate")
    func inertCandidates() {
        for inert in ["달리기", "Le Labo", "-GMo1qqD46r", "3f2a-9c", "a.b,c:d+e@f%g/h_i", "café"] {
            #expect(CompletionReader.isShellInert(inert), "\(inert)")
        }
        for hostile in [
            "$(x)", "`x`", "${IFS}", "<(x)", "$((1/0))", "a\"b", "a'b", "a\\b", "a\nb", "~root", "a;b", "a|b",
            "a&b", "*", "?", "[a]", "{a,b}", "!x", " lead", "", "a\tb", "a\u{1B}b",
        ] {
            #expect(!CompletionReader.isShellInert(hostile), "\(hostile)")
        }
    }
}
