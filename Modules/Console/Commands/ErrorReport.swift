import ArgumentParser
import Core

/// Turns anything a command threw into what the user sees and the exit code.
public enum ErrorReport {
    public static func userError(for error: any Error) -> UserError {
        switch error {
        case let error as UserErrorConvertible:
            return error.userError
        case is CancellationError:
            return UserError(Message(en: "Cancelled.", ko: "취소되었습니다."), category: .other)
        default:
            return UserError(CoreMessages.unexpected(String(describing: error)), category: .other)
        }
    }
}
