import Core
import Testing

@Suite("Validator")
struct ValidatorTests {
    struct Form {
        var title: String?
        var category: Int?
        var content: String?
    }

    static let titleMissing = Message(en: "~ Enter a title.", ko: "~ 글 제목을 입력해주세요.")
    static let categoryMissing = Message(en: "~ Choose a category.", ko: "~ 카테고리를 선택해주세요.")
    static let contentMissing = Message(en: "~ Enter the content.", ko: "~ 내용을 입력해주세요.")

    let validator = Validator<Form>([
        .required(\.title, titleMissing),
        ValidationRule(categoryMissing) { $0.category != nil },
        .required(\.content, contentMissing),
        // A second rule with the same message (the seed's duplicate) is reported once.
        ValidationRule(contentMissing) { $0.content != "내용을 입력하세요." },
    ])

    @Test("every failing rule is reported, in order, each message once")
    func reportsAllFailuresInOrder() {
        let failures = validator.failures(of: Form(title: nil, category: nil, content: nil))
        #expect(failures == [Self.titleMissing, Self.categoryMissing, Self.contentMissing])
        #expect(
            failures.map { $0.text(.korean) }.joined(separator: "\n")
                == "~ 글 제목을 입력해주세요.\n~ 카테고리를 선택해주세요.\n~ 내용을 입력해주세요.")
    }

    @Test("whitespace-only text counts as missing, including the ideographic space")
    func trimsWhitespace() {
        let failures = validator.failures(of: Form(title: " \t\u{3000}\n", category: 3, content: "자전거"))
        #expect(failures == [Self.titleMissing])
    }

    @Test("a complete form is valid")
    func validForm() {
        let form = Form(title: "자전거 팝니다", category: 3, content: "거의 새것")
        #expect(validator.failures(of: form).isEmpty)
        #expect(validator.isValid(form))
    }
}
