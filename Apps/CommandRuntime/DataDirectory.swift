import Core
import Foundation

/// Where Mosaic keeps its data: `--data-dir`, else `$MOSAIC_HOME`, else
/// `$XDG_DATA_HOME/mosaic`, else `~/.local/share/mosaic`. A `MOSAIC_HOME` set but empty is
/// a mistake (a script's unset variable), refused as `--data-dir ""` is, rather than
/// quietly using the default folder.
package enum DataDirectory {
    package static func resolve(flag: String?, environment: [String: String]) throws(UserError) -> URL {
        if let flag, !flag.isEmpty { return url(flag, environment) }
        if let home = environment["MOSAIC_HOME"] {
            guard !home.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw UserError(RuntimeMessages.emptyMosaicHome, category: .usage)
            }
            return url(home, environment)
        }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return url(xdg, environment).appendingPathComponent("mosaic", isDirectory: true)
        }
        let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/mosaic", isDirectory: true)
    }

    private static func url(_ path: String, _ environment: [String: String]) -> URL {
        let expanded = path.hasPrefix("~/") ? (environment["HOME"] ?? "~") + path.dropFirst(1) : path
        let url = URL(fileURLWithPath: expanded, isDirectory: true)
        // Only a `.` or `..` component needs standardizing, and Foundation's standardizing
        // searches the binary's conformances (for `UInt8: Hashable`) on every command.
        let hasDots = expanded.split(separator: "/").contains { $0 == "." || $0 == ".." }
        return hasDots ? url.standardizedFileURL : url
    }
}
