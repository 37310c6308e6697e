import Foundation
import TestSupport
import Testing

@testable import Core

@Suite("exports: nothing half-written is left behind")
struct UnnamedFileTests {
    @Test(
        "bytes written to an export's file have no name until complete: a run killed before that leaves nothing (#27)")
    func killedWriteLeavesNothing() throws {
        let folder = TemporaryDirectory("unnamed")
        do {
            guard let file = UnnamedFile(in: folder.url) else {
                Issue.record("this file system makes no unnamed files")
                return
            }
            try file.write(Data(repeating: 7, count: 1 << 20))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing named while writing")
            // The process dies here: the descriptor closes and the unnamed file is gone.
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        let target = folder.appending("album.html")
        try Data("old".utf8).write(to: target)
        guard let file = UnnamedFile(in: folder.url) else { return }
        try file.write(Data("new".utf8))
        try file.publish(as: target, temporaryName: ExportWriter.temporaryPrefix + "x")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["album.html"])
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
    }

    @Test("an export into a folder that does not exist is refused (66) naming it, and nothing is created")
    func missingFolder() throws {
        let base = TemporaryDirectory("export-missing")
        let writer = ExportWriter(protecting: [])
        do {
            try writer.write(Data("x".utf8), to: base.appending("missing/dir/x.json").path)
            Issue.record("created missing folders")
        } catch {
            #expect(error.category == .notFound && error.message.english.contains(base.appending("missing/dir").path))
        }
        #expect(!FileManager.default.fileExists(atPath: base.appending("missing").path))
        try writer.write(Data("x".utf8), to: base.appending("x.json").path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["x.json"])
    }
}
