import Foundation
import TestSupport
import Testing

@testable import Core

@Suite("exports never touch the store's own files")
struct ExportWriterTests {
    let data = TemporaryDirectory("export-writer")
    var database: URL { data.appending("mosaic.sqlite") }
    var writer: ExportWriter {
        ExportWriter(
            protecting: ["", "-wal", "-shm"].map { data.appending("mosaic.sqlite" + $0) } + [data.appending("files")])
    }

    init() throws {
        try Data("SQLite format 3\0".utf8).write(to: data.appending("mosaic.sqlite"))
        try FileManager.default.createDirectory(at: data.appending("files/perfume"), withIntermediateDirectories: true)
    }

    private func refusal(_ path: String) -> UserError? {
        do { try writer.write(Data("export".utf8), to: path) } catch { return error }
        return nil
    }

    @Test("the database, its WAL, and anything under files/ are refused with exit 65; the database is untouched")
    func protectedTargets() throws {
        for path in [
            database.path, database.path + "-wal", data.appending("files/perfume/x.json").path,
            data.path + "/./files/../mosaic.sqlite",
        ] {
            let error = refusal(path)
            #expect(
                error?.category == .invalidInput && error?.message.english.contains("never writes there") == true,
                "\(path)")
        }
        #expect(try Data(contentsOf: database) == Data("SQLite format 3\0".utf8))
    }

    @Test("a symbolic link to the database is followed and refused")
    func symbolicLink() throws {
        let elsewhere = TemporaryDirectory("export-link")
        let link = elsewhere.appending("innocent.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: database)
        #expect(refusal(link.path)?.category == .invalidInput)
        #expect(try Data(contentsOf: database) == Data("SQLite format 3\0".utf8))
    }

    @Test("an existing target that is not a regular file is refused; an empty path too")
    func notRegular() {
        #expect(refusal("/dev/null")?.message.english.contains("not a regular file") == true)
        #expect(refusal(data.path)?.category == .invalidInput)
        #expect(refusal("")?.category == .invalidInput)
    }

    @Test("a write replaces the file whole and leaves no temporary file; leftovers of a killed run are removed")
    func atomicWrite() throws {
        let out = TemporaryDirectory("export-out")
        try Data("half".utf8).write(to: out.appending(ExportWriter.temporaryPrefix + "killed"))
        let target = out.appending("journal.json")
        try writer.write(Data("one".utf8), to: target.path)
        try writer.write(Data("two".utf8), to: target.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["journal.json"])
    }

    @Test("a folder export is refused inside files/, created elsewhere, and refused (66) under a missing folder")
    func folders() throws {
        #expect(throws: UserError.self) { try writer.folder(data.appending("files/album").path) }
        let base = TemporaryDirectory("export-album")
        #expect(try writer.folder(base.appending("album").path).path.hasSuffix("/album"))
        #expect(
            throws: UserError(
                CoreMessages.missingFolder(ExportWriter.resolved(base.appending("new")).path), category: .notFound)
        ) {
            try writer.folder(base.appending("new/album").path)
        }
    }

    @Test("a write into a read-only folder fails with exit 74 and the reason")
    func readOnly() throws {
        let folder = try MountedFolder()
        try folder.makeReadOnly()
        let error = refusal(folder.url.appendingPathComponent("x.json").path)
        #expect(error?.category == .io)
    }
}
