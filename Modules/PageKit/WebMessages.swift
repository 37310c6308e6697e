import Core

/// The web kit's own sentences.
public enum WebMessages {
    public static let home = Message(en: "Mosaic", ko: "모자이크")
    public static let homeLead = Message(
        en:
            "Your household's notebook: perfumes you tried, things to sell, photos you love, habits you keep and apps you use.",
        ko: "우리 집 생활 기록장: 시향한 향수, 팔 물건, 마음에 드는 사진, 지키는 습관, 쓰는 앱을 한곳에.")
    package static let malformedForm = Message(
        en: "The form could not be read. Send it again from the page.",
        ko: "양식을 읽을 수 없습니다. 페이지에서 다시 보내 주세요.")
    /// The alert's button, as the seeds' UIAlertController said it.
    package static let ok = Message(en: "OK", ko: "확인")
    package static let reconnecting = Message(en: "Reconnecting…", ko: "다시 연결하는 중…")
    /// The banner while the device has no connection.
    package static let offline = Message(
        en: "Offline: what you type is kept and sent when the connection is back",
        ko: "오프라인: 입력한 내용은 연결되면 보냅니다")
    /// A tap that would change something, made while offline.
    package static let offlineRefused = Message(
        en: "You are offline, so nothing was saved. What you typed is kept: try again when the connection is back.",
        ko: "오프라인이라 저장하지 않았어요. 입력한 내용은 그대로 있어요. 연결되면 다시 해 주세요.")
    package static let uploadTooLarge = Message(
        en: "The photo is larger than 20 MB. Choose a smaller one.",
        ko: "사진이 20MB보다 큽니다. 더 작은 사진을 골라 주세요.")
    package static let crossSite = Message(
        en: "This action must come from Mosaic's own pages.",
        ko: "이 작업은 모자이크 페이지에서만 할 수 있습니다.")
    package static let misdirected = Message(
        en:
            "This server does not answer to that name. Open it at its own address, or start it with --allowed-host NAME.",
        ko: "이 서버는 그 이름으로 응답하지 않습니다. 서버 주소로 열거나 --allowed-host 이름으로 시작해 주세요.")
    package static let openedFromElsewhere = Message(
        en: "Another site sent you to this Mosaic page. To open it, follow this link:",
        ko: "다른 사이트에서 이 모자이크 페이지로 보냈습니다. 열려면 이 링크를 누르세요:")
    package static let notFound = Message(en: "There is no such page.", ko: "없는 페이지입니다.")
    package static let recordGone = Message(en: "This was deleted, or never existed.", ko: "삭제되었거나 없는 항목입니다.")
    package static let sessionGone = Message(
        en: "This screen has closed. Reload the page.", ko: "화면이 닫혔습니다. 페이지를 새로 고쳐 주세요.")
    package static let back = Message(en: "Home", ko: "홈")
    package static let more = Message(en: "Show more", ko: "더 보기")
    package static let originalPhoto = Message(en: "View original", ko: "원본 보기")
    package static let apps = Message(en: "Apps", ko: "앱")
    /// The seeds' delete button ("삭제하기" in the perfume journal's action sheet).
    public static let delete = Message(en: "Delete", ko: "삭제하기")
    public static let cancel = Message(en: "Cancel", ko: "취소")
    /// A field with no value, in a stale-edit notice.
    public static let emptyValue = Message(en: "(empty)", ko: "(비어 있음)")
    public static let staleEdit = Message(
        en: "This was changed elsewhere after you opened it, so nothing was saved. What changed:",
        ko: "연 뒤에 다른 곳에서 바뀌어서 저장하지 않았어요. 바뀐 내용:")
    public static let staleEditChoice = Message(
        en: "What you typed is kept below: save again to keep yours, or",
        ko: "입력한 내용은 아래에 그대로 있어요. 다시 저장하면 입력한 내용으로 바뀌고, 최신 내용을 보려면")
    package static let saveAsNew = Message(en: "Save as a new one", ko: "새로 저장하기")
    package static let staleEditTyped = Message(en: "you typed", ko: "입력한 내용")
    public static let openNewerVersion = Message(en: "open the newer version.", ko: "최신 내용을 여세요.")
    package static let undo = Message(en: "Undo", ko: "되돌리기")
    static let audienceLegend = Message(en: "Who sees it", ko: "누가 볼까요")
    static let audienceApply = Message(en: "Apply", ko: "적용")
    package static let undoExpired = Message(en: "It is too late to undo that delete.", ko: "삭제를 되돌릴 수 있는 시간이 지났습니다.")
    /// What the server prints when it starts.
    public static func serving(_ address: String) -> Message {
        Message(en: "Serving Mosaic at \(address) (Ctrl-C stops it)", ko: "모자이크를 \(address) 에서 제공합니다 (Ctrl-C로 멈춥니다)")
    }
    /// The warning for a host other than loopback.
    public static func reachable(_ host: String) -> Message {
        Message(
            en:
                "Listening on \(host): pages on the network ask for the password. Without TLS in front (docs/deploy.md), it crosses the network readable.",
            ko: "\(host)에서 듣습니다. 네트워크의 페이지는 비밀번호를 묻습니다. 앞에 TLS가 없으면(docs/deploy.md) 비밀번호가 읽을 수 있는 채로 네트워크를 지납니다.")
    }
    /// What the server prints when it stops.
    public static let stopped = Message(en: "Stopped; every screen closed.", ko: "멈췄습니다. 모든 화면을 닫았습니다.")
}
