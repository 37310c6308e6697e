import Core

/// What the household's members are told, in both languages.
public enum HouseholdMessages {
    static let nameEmpty = Message(en: "A member needs a name.", ko: "구성원 이름을 입력해 주세요.")
    static let nameSpaces = Message(
        en: "A member's name cannot start or end with a space.", ko: "구성원 이름은 공백으로 시작하거나 끝날 수 없습니다.")
    static func nameTooLong(_ maximum: Int) -> Message {
        Message(
            en: "A member's name has at most \(maximum) characters.", ko: "구성원 이름은 \(maximum)자까지 쓸 수 있습니다.")
    }
    static let nameControlCharacters = Message(
        en: "A member's name cannot hold control characters.", ko: "구성원 이름에는 제어 문자를 쓸 수 없습니다.")
    /// A member already answers to `name`.
    public static func nameTaken(_ name: String) -> Message {
        Message(en: "There is already a member named \(name).", ko: "\(name)(이)라는 구성원이 이미 있습니다.")
    }
    /// No member answers to `name`.
    public static func noSuchMember(_ name: String) -> Message {
        Message(
            en: "There is no member named \(name). `mosaic members list` shows them.",
            ko: "\(name)(이)라는 구성원이 없습니다. `mosaic members list` 로 볼 수 있습니다.")
    }
    static func notAMemberArchive(_ name: String) -> Message {
        Message(
            en: "\(name) is not a file of `mosaic export --member`.",
            ko: "\(name) 은(는) `mosaic export --member` 로 만든 파일이 아닙니다.")
    }
    static func newerMemberArchive(_ name: String) -> Message {
        Message(
            en: "\(name) was written by a newer Mosaic; update this one to read it.",
            ko: "\(name) 은(는) 더 새 Mosaic가 만든 파일입니다. 이 Mosaic를 업데이트하세요.")
    }
    static let lastAdminRemoved = Message(
        en: "The household's last admin cannot be removed; make another member an admin first.",
        ko: "가족의 마지막 관리자는 뺄 수 없습니다. 먼저 다른 구성원을 관리자로 만드세요.")
    static let lastAdmin = Message(
        en: "The household's last admin cannot stop being one.", ko: "가족의 마지막 관리자는 관리자를 그만둘 수 없습니다.")
}
