import Core

/// The sign-in page's and the password's sentences.
public enum SignInMessages {
    static let title = Message(en: "Sign in", ko: "로그인")
    static let lead = Message(
        en: "This Mosaic is shared by a household: sign in as yourself.",
        ko: "가족이 함께 쓰는 모자이크입니다. 자신의 이름으로 로그인하세요.")
    static let member = Message(en: "Your name", ko: "이름")
    static let password = Message(en: "Password", ko: "비밀번호")
    static let account = Message(en: "Your account", ko: "내 계정")
    static let welcome = Message(en: "Welcome", ko: "환영합니다")
    static let members = Message(en: "Members", ko: "구성원")
    static let newMember = Message(en: "A new member", ko: "새 구성원")
    static let makeLink = Message(en: "Make a link to set a password", ko: "비밀번호 정하기 링크 만들기")
    static let invitationLink = Message(en: "Invitation link", ko: "초대 링크")
    static let noPasswordYet = Message(en: "no password yet", ko: "비밀번호 없음")
    static let disabledMember = Message(en: "cannot sign in", ko: "로그인 막힘")
    static func linkMade(_ name: String) -> Message {
        Message(
            en: "Send this link to \(name). It works once, for 7 days; an earlier one no longer does.",
            ko: "이 링크를 \(name)에게 보내세요. 7일 동안 한 번 쓸 수 있고, 전에 만든 링크는 이제 쓸 수 없습니다.")
    }
    static func invited(_ name: String) -> Message {
        Message(
            en: "You are invited to this household's Mosaic as \(name). Choose your password.",
            ko: "\(name)(으)로 이 가족의 모자이크에 초대되었습니다. 비밀번호를 정하세요.")
    }
    static let setPasswordAndSignIn = Message(en: "Set the password and sign in", ko: "비밀번호를 정하고 로그인")
    static let invitationGone = Message(
        en: "This invitation has expired or has been used. Ask for a new one.",
        ko: "이 초대는 만료되었거나 이미 쓰였습니다. 새 초대를 받으세요.")
    static let admin = Message(en: "admin", ko: "관리자")
    static let changePassword = Message(en: "Change your password", ko: "비밀번호 바꾸기")
    static let currentPassword = Message(en: "Current password", ko: "지금 비밀번호")
    static let newPassword = Message(en: "New password", ko: "새 비밀번호")
    static let newPasswordAgain = Message(en: "The same password again", ko: "같은 비밀번호를 한 번 더")
    static let passwordsDiffer = Message(en: "The two new passwords differ.", ko: "두 새 비밀번호가 다릅니다.")
    static let wrongCurrentPassword = Message(
        en: "That is not your current password.", ko: "지금 비밀번호가 맞지 않습니다.")
    static let passwordChanged = Message(
        en: "Password changed. Your other sign-ins have ended.", ko: "비밀번호를 바꿨습니다. 다른 곳의 로그인은 끝났습니다.")
    static func signedInAs(_ name: String) -> Message {
        Message(en: "Signed in as \(name)", ko: "\(name)(으)로 로그인함")
    }
    static func severalMembers(_ count: Int) -> Message {
        Message(
            en:
                "The household has \(count) members, each with their own password: change one with mosaic members password NAME.",
            ko: "가족 구성원이 \(count)명이고 각자 비밀번호가 있습니다. mosaic members password NAME 으로 바꾸세요.")
    }
    static let signIn = Message(en: "Sign in", ko: "로그인")
    static let signOut = Message(en: "Sign out", ko: "로그아웃")
    /// The same whether the name or the password was wrong: it says nothing of who is in the household.
    static let wrongPassword = Message(
        en: "That password is not right for that name.", ko: "이름과 비밀번호가 맞지 않습니다.")
    static let required = Message(
        en: "Sign in first: this needs a signed-in page.", ko: "먼저 로그인해 주세요. 로그인한 페이지에서만 할 수 있습니다.")
    static func tooManyAttempts(seconds: Int) -> Message {
        Message(
            en: "Too many wrong passwords from this address. Try again in \(seconds) s.",
            ko: "이 주소에서 틀린 비밀번호가 너무 많습니다. \(seconds)초 뒤에 다시 해 주세요.")
    }
    static let noPasswordSet = Message(
        en: "This server is reachable from the network but has no password. Set one: mosaic serve password set",
        ko: "네트워크에서 열리는 서버인데 비밀번호가 없습니다. 먼저 정하세요: mosaic serve password set")

    static func passwordTooShort(_ count: Int) -> Message {
        Message(en: "A password has at least \(count) characters.", ko: "비밀번호는 \(count)자 이상이어야 합니다.")
    }
    static func passwordTooLong(_ bytes: Int) -> Message {
        Message(
            en: "A password has at most \(bytes) bytes (bcrypt reads no more).",
            ko: "비밀번호는 \(bytes)바이트까지입니다(bcrypt가 그 이상은 읽지 않습니다).")
    }
    static let passwordControlCharacters = Message(
        en: "A password cannot hold tabs or other control characters.",
        ko: "비밀번호에는 탭이나 다른 제어 문자를 쓸 수 없습니다.")
    /// `mosaic serve` on a network address with no password.
    public static func passwordNeeded(host: String) -> Message {
        Message(
            en: """
                Listening on \(host) makes Mosaic reachable from the network, so it needs a password first. \
                Set one with: mosaic serve password set
                """,
            ko: """
                \(host)에서 들으면 네트워크에서 모자이크가 열리므로 먼저 비밀번호가 필요합니다. \
                이렇게 정하세요: mosaic serve password set
                """)
    }
    /// A wrong password, as the server logs it (never the password itself).
    static func failedLog(address: String, count: Int) -> Message {
        Message(
            en: "sign-in refused from \(address): wrong password (\(count) in the last minute)",
            ko: "\(address)의 로그인 거절: 틀린 비밀번호(최근 1분 동안 \(count)번)")
    }
    static func limitedLog(address: String, seconds: Int) -> Message {
        Message(
            en: "sign-in from \(address) limited for \(seconds) s after too many wrong passwords",
            ko: "\(address)의 로그인을 \(seconds)초 동안 막습니다(틀린 비밀번호가 너무 많음)")
    }

    static let membersUnreadable = Message(
        en: "The household's members cannot be read just now; try again in a moment.",
        ko: "지금은 가족 구성원을 읽을 수 없어요. 잠시 후 다시 해 보세요.")
    static let myData = Message(en: "Download my data", ko: "내 데이터 내려받기")
    static let calendarTitle = Message(en: "My calendar address", ko: "내 달력 주소")
    static let calendarHint = Message(
        en: "Your goals' reminders, for any calendar app. Anyone with this address sees them: keep it to yourself.",
        ko: "내 목표 알림을 달력 앱에서 봅니다. 이 주소를 아는 사람은 누구나 볼 수 있으니 혼자만 간직하세요.")
    static let newCalendarAddress = Message(
        en: "New address (the old one stops)", ko: "새 주소 만들기(예전 주소는 멈춥니다)")
}
