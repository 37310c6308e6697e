import Core
import Foundation

/// What `mas list` printed, as a person switching from mas brings it: its text, one app a
/// line (`497799835  Xcode  (15.2)`, the newer padded columns or the older single spaces,
/// the oldest with no name), or mas 7's JSON (one object a line, or an array) with
/// `adamID`, `name`, `version` and `bundleID`.
public enum MasList {
    /// One installed app.
    public struct App: Sendable, Equatable {
        /// The App Store id.
        public let id: AppID
        /// The name mas showed, if it did.
        public let name: String?
        /// The installed version.
        public let version: String?

        public init(id: AppID, name: String?, version: String?) {
            self.id = id
            self.name = name
            self.version = version
        }
    }

    /// The apps `text` lists, in its order, each id once; a line that is no app of mas's is
    /// refused naming `file`, the line and the column where it stops reading.
    public static func parse(_ text: String, file: String) throws(UserError) -> [App] {
        let trimmed = text.trimmingWhitespace
        let apps =
            trimmed.hasPrefix("{") || trimmed.hasPrefix("[")
            ? try json(trimmed, file: file) : try lines(text, file: file)
        var seen: Set<AppID> = []
        return apps.filter { seen.insert($0.id).inserted }
    }

    private static func lines(_ text: String, file: String) throws(UserError) -> [App] {
        var apps: [App] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !line.isEmpty else { continue }
            let digits = line.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else {
                throw UserError(
                    AppLibraryMessages.notMasList(file, line: index + 1, column: 1), category: .invalidInput)
            }
            var rest = line.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
            var version: String?
            if rest.hasSuffix(")"), let open = rest.lastIndex(of: "(") {
                version = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
                rest = String(rest[..<open]).trimmingCharacters(in: .whitespaces)
            } else if !rest.isEmpty {
                throw UserError(
                    AppLibraryMessages.notMasList(file, line: index + 1, column: line.count), category: .invalidInput)
            }
            apps.append(App(id: try AppID(checking: String(digits)), name: rest.isEmpty ? nil : rest, version: version))
        }
        return apps
    }

    private struct JSONApp: Decodable {
        let adamID: Int?
        let id: Int?
        let name: String?
        let version: String?
    }

    private static func json(_ text: String, file: String) throws(UserError) -> [App] {
        let decoder = JSONDecoder()
        var objects: [JSONApp] = []
        if text.hasPrefix("[") {
            guard let all = try? decoder.decode([JSONApp].self, from: Data(text.utf8)) else {
                throw UserError(AppLibraryMessages.notMasList(file, line: 1, column: 1), category: .invalidInput)
            }
            objects = all
        } else {
            for (index, line) in text.split(separator: "\n").enumerated() where !String(line).trimmingWhitespace.isEmpty
            {
                guard let object = try? decoder.decode(JSONApp.self, from: Data(line.utf8)) else {
                    throw UserError(
                        AppLibraryMessages.notMasList(file, line: index + 1, column: 1), category: .invalidInput)
                }
                objects.append(object)
            }
        }
        // mas writes an empty object for an app it could not read: nothing to bring.
        return objects.compactMap { object in
            (object.adamID ?? object.id).flatMap { AppID(String($0)) }.map {
                App(id: $0, name: object.name, version: object.version)
            }
        }
    }
}
