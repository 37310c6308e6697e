/// One user-facing text in every language Mosaic speaks. Modules keep their messages in
/// a catalogue (an enum of `static let`s and `static func`s), so the exact Korean strings
/// of the seeds sit next to their English equivalents and can be tested.
public struct Message: Sendable, Hashable, Codable, CustomStringConvertible {
    public let english: String
    /// The Korean as written, where a particle may stand in both forms.
    private let koreanAsWritten: String

    /// `korean` may write a particle in both forms ("을(를)"): the word before it chooses.
    public init(en english: String, ko korean: String) {
        self.english = english
        self.koreanAsWritten = korean
    }

    /// The Korean, each particle chosen when it is read: most messages are built and never
    /// shown in Korean, hundreds of them (help texts) on every command's start path.
    public var korean: String { KoreanParticles.resolve(koreanAsWritten) }

    private enum CodingKeys: String, CodingKey {
        case english
        case koreanAsWritten = "korean"
    }

    /// The text in `language`.
    public func text(_ language: Language) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }

    /// `parts` one after another in every language, `separator` between them.
    public static func joined(_ parts: [Message], separator: String) -> Message {
        Message(
            en: parts.map(\.english).joined(separator: separator),
            ko: parts.map(\.korean).joined(separator: separator))
    }

    /// The same text in every language (a name, an id).
    public static func same(_ text: String) -> Message {
        Message(en: text, ko: text)
    }

    public var description: String { english }
}
