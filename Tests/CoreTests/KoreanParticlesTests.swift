import Core
import Testing

@Suite("Korean particles chosen by the word")
struct KoreanParticlesTests {
    @Test(
        "a pair written in both forms takes the one the word before it needs, attached",
        arguments: [
            ("'운동' 을(를) 삭제했어요.", "'운동'을 삭제했어요."),
            ("리뷰 “최고” 을(를) 저장했습니다.", "리뷰 “최고”를 저장했습니다."),
            ("카테고리 건강 와(과) 목표", "카테고리 건강과 목표"),
            ("카테고리 독서 와(과) 목표", "카테고리 독서와 목표"),
            ("'2' 은(는) 요일이 아니에요.", "'2'는 요일이 아니에요."),
            ("'3' 은(는) 요일이 아니에요.", "'3'은 요일이 아니에요."),
            ("서울 (으)로 가요", "서울로 가요"),
            ("집 (으)로 가요", "집으로 가요"),
            ("'7' (으)로", "'7'로"),
        ])
    func chosen(written: String, read: String) {
        #expect(Message(en: "", ko: written).korean == read)
    }

    @Test("a word whose reading is unknown (Latin letters) keeps both forms")
    func unknown() {
        #expect(Message(en: "", ko: "'ENFX' 은(는) MBTI 가 아닙니다.").korean == "'ENFX' 은(는) MBTI 가 아닙니다.")
        #expect(Message(en: "", ko: "'abc' 은(는) 색, '운동' 은(는) 습관").korean == "'abc' 은(는) 색, '운동'은 습관")
    }
}
