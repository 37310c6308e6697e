import CommandKit
import Core
import Foundation

/// How `mosaic` runs a command it is built without (`ServerParts`): git-style, it becomes
/// `mosaic-server`, installed beside it, with the same arguments, streams and environment.
package enum ServerHandOff {
    /// The executable that carries the web front and PostgreSQL.
    package static let executableName = "mosaic-server"

    /// Whether `command` needs what only `mosaic-server` carries: the web server and its
    /// password, or PostgreSQL storage (asked for before the command prompts or prints).
    static func isNeeded(by command: any MosaicCommand, tree: CommandTree, environment: [String: String]) -> Bool {
        tree.needsServer(command) || command.global.storeKind(environment: environment) == .postgres
    }

    /// Replaces this process with `mosaic-server` running `arguments`; returns only when it
    /// cannot, with the error to report.
    static func run(_ arguments: [String]) -> UserError {
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent(executableName).path
        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, &argv)
        let reason = String(cString: strerror(errno))
        for pointer in argv { free(pointer) }
        return UserError(RuntimeMessages.serverMissing(path, reason), category: .unavailable)
    }
}
