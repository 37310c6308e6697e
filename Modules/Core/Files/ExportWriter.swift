import Foundation

/// Writes exports (files a person asked for, outside Mosaic's own data) so that no export
/// can destroy data: it never writes over a protected path (the database, its WAL/SHM
/// files, the photo folder), follows symbolic links before deciding, refuses an existing
/// target that is not a regular file, and writes the new bytes to a file that gets the
/// target's name only when complete: an unnamed file where the file system allows it (a
/// run killed mid-export leaves nothing), else a temporary file beside the target.
public struct ExportWriter: Sendable {
    /// Files and folders an export never writes over or into, as given: they are resolved
    /// when an export is written (every command's context has a writer, few export).
    private let protected: [URL]

    /// Temporary files start with this; a run killed mid-export leaves them behind and the
    /// next export into the same folder removes them.
    public static let temporaryPrefix = ".mosaic-export-"

    public init(protecting protected: [URL]) {
        self.protected = protected
    }

    /// Writes `data` to the file at `path` (created or replaced whole). Its folder must
    /// exist: a mistyped folder is refused (66), never created on the way.
    public func write(_ data: Data, to path: String) throws(UserError) {
        let target = try check(file: path)
        let folder = target.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw UserError(CoreMessages.missingFolder(folder.path), category: .notFound)
        }
        Self.sweepLeftovers(in: folder)
        let temporaryName = Self.temporaryPrefix + UUID().uuidString
        let temporary = folder.appendingPathComponent(temporaryName)
        do {
            if let unnamed = UnnamedFile(in: folder) {
                try unnamed.write(data)
                try unnamed.publish(as: target, temporaryName: temporaryName)
                return
            }
            try data.write(to: temporary)
            guard rename(temporary.path, target.path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw UserError(CoreMessages.cannotWrite(path, Self.reason(error)), category: .io)
        }
    }

    /// The folder at `path`, created when missing (its parent must exist: 66 otherwise),
    /// after checking that it is no protected place; leftovers of an interrupted export
    /// are removed from it.
    public func folder(_ path: String) throws(UserError) -> URL {
        guard !path.isEmpty else { throw UserError(CoreMessages.emptyPath, category: .invalidInput) }
        let folder = Self.resolved(URL(fileURLWithPath: path, isDirectory: true))
        try refuseProtected(folder, named: path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw UserError(CoreMessages.notAFolder(path), category: .invalidInput)
        }
        let parent = folder.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw UserError(CoreMessages.missingFolder(parent.path), category: .notFound)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw UserError(CoreMessages.cannotWrite(path, Self.reason(error)), category: .io)
        }
        Self.sweepLeftovers(in: folder)
        return folder
    }

    /// Checks a file target: not empty, not protected, not an existing non-regular file.
    private func check(file path: String) throws(UserError) -> URL {
        guard !path.isEmpty else { throw UserError(CoreMessages.emptyPath, category: .invalidInput) }
        let target = Self.resolved(URL(fileURLWithPath: path))
        try refuseProtected(target, named: path)
        if let type = (try? FileManager.default.attributesOfItem(atPath: target.path))?[.type] as? FileAttributeType,
            type != .typeRegular
        {
            throw UserError(CoreMessages.notARegularFile(path), category: .invalidInput)
        }
        return target
    }

    private func refuseProtected(_ target: URL, named path: String) throws(UserError) {
        let targetPath = target.path
        let protectedPaths = protected.map { Self.resolved($0).path }
        if protectedPaths.contains(where: { targetPath == $0 || targetPath.hasPrefix($0 + "/") }) {
            throw UserError(CoreMessages.protectedPath(path), category: .invalidInput)
        }
    }

    /// The path with `.`/`..` and every symbolic link resolved, also for a target that does
    /// not exist yet (its folder is resolved).
    static func resolved(_ url: URL) -> URL {
        let standard = url.standardizedFileURL
        if FileManager.default.fileExists(atPath: standard.path) { return standard.resolvingSymlinksInPath() }
        let folder = standard.deletingLastPathComponent()
        return folder.resolvingSymlinksInPath().appendingPathComponent(standard.lastPathComponent)
    }

    static func sweepLeftovers(in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(temporaryPrefix) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    static func reason(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return (error as NSError).localizedDescription
    }
}
