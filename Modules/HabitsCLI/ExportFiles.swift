import Core
import Foundation

/// Writes export files below a folder, turning file-system failures into clear
/// messages (exit 74) instead of stack traces.
enum ExportFiles {
    static func write(to folder: URL, _ body: (_ write: (String, Data) throws -> Void) async throws -> Void) async throws {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw UserError(Message(en: "Cannot create the folder \(folder.path).", ko: "폴더 \(folder.path) 을(를) 만들 수 없어요."), category: .io)
        }
        try await body { relative, data in
            let file = folder.appendingPathComponent(relative)
            do {
                try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file, options: .atomic)
            } catch {
                throw UserError(Message(en: "Cannot write \(file.path).", ko: "\(file.path) 을(를) 쓸 수 없어요."), category: .io)
            }
        }
    }
}
