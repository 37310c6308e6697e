extension UserError {
    /// What the user should see for any error: its own message when it is user-facing,
    /// "Cancelled." for cancellation, else an unexpected-error message (exit 1).
    public static func from(_ error: any Error) -> UserError {
        switch error {
        case let error as UserErrorConvertible:
            error.userError
        case is CancellationError:
            UserError(Message(en: "Cancelled.", ko: "취소되었습니다."), category: .other)
        default:
            UserError(CoreMessages.unexpected(String(describing: error)), category: .other)
        }
    }
}
