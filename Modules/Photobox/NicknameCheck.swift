import Core

/// The nickname rules, checked in the seed's order; the first that fails is shown.
public enum NicknameCheck: Sendable, Equatable, CaseIterable {
    case empty
    case length
    case digits
    case specialCharacters
    /// A tab, newline or other control character inside: it would not show as text.
    case controlCharacters
    case valid

    static let forbidden: Set<Character> = ["@", "#", "$", "%"]

    /// The first rule `nickname` breaks, or `.valid`, for the nickname as it is stored:
    /// trimmed, so "  " is empty and " 한결 " is 한결. Length counts characters as a
    /// reader sees them (so 한글 and 👍🏽 count one each): 2 to 9. Digits are decimal
    /// digits of any script (`7`, `١٢`, `７`).
    public init(_ nickname: String) {
        let nickname = nickname.trimmingWhitespace
        if nickname.isEmpty {
            self = .empty
        } else if !(2...9).contains(nickname.count) {
            self = .length
        } else if nickname.unicodeScalars.contains(where: { $0.properties.numericType == .decimal }) {
            self = .digits
        } else if nickname.contains(where: { Self.forbidden.contains($0) }) {
            self = .specialCharacters
        } else if nickname.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            self = .controlCharacters
        } else {
            self = .valid
        }
    }

    public var isValid: Bool { self == .valid }

    /// The label under the nickname field.
    public var message: Message {
        switch self {
        case .empty: Message(en: "Try writing a cool nickname.", ko: "멋진 닉네임을 작성해보세요.")
        case .length:
            Message(en: "Nicknames must be 2 or more and under 10 characters.", ko: "닉네임은 2자 이상 10자 미만으로 작성해주세요.")
        case .digits: Message(en: "Nicknames can't contain numbers.", ko: "닉네임에 숫자는 들어갈 수 없어요.")
        case .specialCharacters: Message(en: "Nicknames can't contain @, #, $, %.", ko: "닉네임에 @, #, $, % 는 들어갈 수 없어요.")
        case .controlCharacters:
            Message(en: "Nicknames can't contain tabs or other control characters.", ko: "닉네임에 탭이나 제어 문자는 들어갈 수 없어요.")
        case .valid: Message(en: "What a cool nickname!", ko: "정말 멋진 닉네임이에요!")
        }
    }
}
