/// The catalogue of messages Core itself produces.
public enum CoreMessages {
    public static func invalidLanguage(_ value: String) -> Message {
        Message(
            en: "Unknown language '\(value)'. Use --lang en or --lang ko.",
            ko: "알 수 없는 언어 '\(value)'입니다. --lang en 또는 --lang ko 를 사용하세요."
        )
    }

    public static func invalidNow(_ value: String) -> Message {
        Message(
            en: "MOSAIC_NOW '\(value)' is not an ISO 8601 time. Example: 2024-05-01T09:30:00Z",
            ko: "MOSAIC_NOW '\(value)' 은(는) ISO 8601 시각이 아닙니다. 예: 2024-05-01T09:30:00Z"
        )
    }

    public static func unexpected(_ detail: String) -> Message {
        Message(en: "Unexpected error: \(detail)", ko: "예상하지 못한 오류: \(detail)")
    }
}
