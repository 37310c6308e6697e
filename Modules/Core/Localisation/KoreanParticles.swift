/// Korean particles chosen by the word they follow: a message written with both forms
/// ("'\(title)' 을(를)", "\(name) 와(과)") reads "'운동'을", "건강과" once the word is known. A
/// word ending in a Hangul syllable or a digit decides; anything else (a Latin name) keeps
/// both forms, which is how Korean writes it when the reading is unknown.
enum KoreanParticles {
    /// Each written pair: (both forms, after a final consonant, after a vowel).
    private static let pairs: [(written: String, consonant: String, vowel: String)] = [
        ("은(는)", "은", "는"), ("는(은)", "은", "는"), ("을(를)", "을", "를"), ("를(을)", "을", "를"),
        ("이(가)", "이", "가"), ("가(이)", "이", "가"), ("와(과)", "과", "와"), ("과(와)", "과", "와"),
        ("(으)로", "으로", "로"),
    ]
    /// Closing marks looked through to find the word's last letter.
    private static let closing: Set<Character> = ["'", "\"", "”", "’", ")", "]", "」", "』"]
    /// Whether each digit, read in Korean (영 일 이 삼 사 오 육 칠 팔 구), ends in a consonant.
    private static let digitEndsInConsonant: [Character: Bool] = [
        "0": true, "1": true, "2": false, "3": true, "4": false, "5": false, "6": true, "7": true, "8": true,
        "9": false,
    ]
    /// Digits read with a final ㄹ (일 칠 팔), which takes 로 rather than 으로.
    private static let digitEndsInRieul: Set<Character> = ["1", "7", "8"]

    /// `text` with every pair whose word decides replaced by its one form, attached.
    static func resolve(_ text: String) -> String {
        guard text.contains(")") else { return text }
        var result = text
        for pair in pairs {
            while let range = result.range(of: pair.written) {
                var before = result[..<range.lowerBound]
                if before.last == " " { before = before.dropLast() }
                guard let ending = ending(of: before) else {
                    // Unknown reading: keep both forms, and look no further for this pair.
                    result =
                        String(result[..<range.upperBound]).replacingOccurrences(of: pair.written, with: "\u{1}")
                        + result[range.upperBound...]
                    continue
                }
                let form =
                    if pair.written == "(으)로" {
                        ending.consonant && !ending.rieul ? pair.consonant : pair.vowel
                    } else {
                        ending.consonant ? pair.consonant : pair.vowel
                    }
                result = String(before) + form + result[range.upperBound...]
            }
            result = result.replacingOccurrences(of: "\u{1}", with: pair.written)
        }
        return result
    }

    /// Whether the word ending `text` ends in a final consonant (and whether it is ㄹ);
    /// nil when its last letter is neither a Hangul syllable nor a digit.
    private static func ending(of text: Substring) -> (consonant: Bool, rieul: Bool)? {
        guard let last = text.last(where: { !closing.contains($0) }) else { return nil }
        if let digit = digitEndsInConsonant[last] { return (digit, digitEndsInRieul.contains(last)) }
        guard let scalar = last.unicodeScalars.first, last.unicodeScalars.count == 1,
            (0xAC00...0xD7A3).contains(scalar.value)
        else { return nil }
        let final = (scalar.value - 0xAC00) % 28
        return (final != 0, final == 8)
    }
}
