import Foundation

/// A `~/.pgpass`-style file: lines of `host:port:database:user:password`, `*` matching
/// anything, `\:` and `\\` for a literal colon and backslash, `#` starting a comment. As
/// libpq does, a file that others may read is ignored.
enum PasswordFile {
    static func password(in file: URL, host: String, port: Int, database: String, user: String) -> String? {
        var status = stat()
        guard stat(file.path, &status) == 0, status.st_mode & 0o077 == 0,
            let text = try? String(contentsOf: file, encoding: .utf8)
        else { return nil }
        let wanted = [host, String(port), database, user]
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = fields(of: line)
            guard fields.count == 5 else { continue }
            if zip(fields.prefix(4), wanted).allSatisfy({ $0 == "*" || $0 == $1 }) { return fields[4] }
        }
        return nil
    }

    /// The line's colon-separated fields, escapes undone.
    static func fields(of line: Substring) -> [String] {
        var fields: [String] = []
        var current = ""
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ":" {
                fields.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        fields.append(current)
        return fields
    }
}
