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
        // Works on UTF-8 bytes and looks only around each "(": a search by characters
        // (Foundation's `range(of:)`) once cost a third of `mosaic --version`.
        guard text.utf8.contains(UInt8(ascii: ")")) else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        var searched = 0
        while let open = bytes[searched...].firstIndex(of: UInt8(ascii: "(")) {
            searched = open + 1
            // A pair starts at its "(" ("(으)로") or at the one syllable (three bytes) before it.
            guard
                let (start, pair) = [open - 3, open].lazy.filter({ $0 >= copied }).compactMap({ start in
                    writtenPairs.first { bytes[start...].starts(with: $0.written) }.map { (start, $0) }
                }).first
            else { continue }
            result += bytes[copied..<start]
            // The word decides from what is written so far; an unknown reading keeps both forms.
            let word = result.last == UInt8(ascii: " ") ? result.dropLast() : result[...]
            if let ending = ending(of: word) {
                let consonant = pair.consonantEvenAfterRieul ? ending.consonant : ending.consonant && !ending.rieul
                result = Array(word) + (consonant ? pair.consonant : pair.vowel)
            } else {
                result += pair.written
            }
            copied = start + pair.written.count
            searched = copied
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The pairs as UTF-8, as `resolve` compares them.
    private static let writtenPairs = pairs.map { pair in
        (
            written: Array(pair.written.utf8), consonant: Array(pair.consonant.utf8), vowel: Array(pair.vowel.utf8),
            consonantEvenAfterRieul: pair.written != "(으)로"
        )
    }

    /// Whether the word ending `bytes` ends in a final consonant (and whether it is ㄹ);
    /// nil when its last letter is neither a Hangul syllable nor a digit.
    private static func ending(of bytes: ArraySlice<UInt8>) -> (consonant: Bool, rieul: Bool)? {
        var end = bytes.endIndex
        while end > bytes.startIndex {
            var start = end - 1
            while start > bytes.startIndex, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            let last = Character(String(decoding: bytes[start..<end], as: UTF8.self))
            end = start
            if closing.contains(last) { continue }
            if let digit = digitEndsInConsonant[last] { return (digit, digitEndsInRieul.contains(last)) }
            guard let scalar = last.unicodeScalars.first, (0xAC00...0xD7A3).contains(scalar.value) else { return nil }
            let final = (scalar.value - 0xAC00) % 28
            return (final != 0, final == 8)
        }
        return nil
    }
}
