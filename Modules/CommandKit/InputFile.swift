import Core
import Foundation

/// A file a command is given to read.
public enum InputFile {
    /// Its bytes; a path with no file is refused (66), naming the path.
    public static func read(_ path: String) throws(UserError) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else { throw missing(path) }
        return data
    }

    /// "No file at 'path'." (66).
    public static func missing(_ path: String) -> UserError {
        UserError(CommandMessages.noFile(path), category: .notFound)
    }
}
