/// The message to show for any error: its own when it is user-facing, else its description.
public enum ErrorMessage {
    public static func of(_ error: any Error) -> Message {
        if let error = error as? UserErrorConvertible { return error.userError.message }
        return CoreMessages.unexpected(String(describing: error))
    }
}
