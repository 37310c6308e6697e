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
        var result = ""
        var rest = Substring(text)
        while let (range, pair) = firstPair(in: rest) {
            var before = rest[..<range.lowerBound]
            if before.last == " " { before = before.dropLast() }
            // The word decides from what is written so far; an unknown reading keeps both forms.
            if let ending = ending(of: Substring(result + before)) {
                let consonant = pair.written == "(으)로" ? ending.consonant && !ending.rieul : ending.consonant
                result += before + (consonant ? pair.consonant : pair.vowel)
            } else {
                result += rest[..<range.upperBound]
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// The first written pair in `text`, with where it stands.
    private static func firstPair(in text: Substring)
        -> (Range<Substring.Index>, (written: String, consonant: String, vowel: String))?
    {
        pairs.compactMap { pair in text.range(of: pair.written).map { ($0, pair) } }
            .min { $0.0.lowerBound < $1.0.lowerBound }
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
