import Foundation
import TestSupport
import Testing

@testable import Core

@Suite("a photo's size is checked before it is read")
struct ImageFileSizeTests {
    @Test("a link to a file over 20 MB is refused by the size of what it links to, not the link's own")
    func linkToHugeFile() throws {
        let folder = TemporaryDirectory("image-size")
        let huge = folder.appending("huge.png")
        // A sparse file: 21 MB by its size, nothing written.
        _ = FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(ImageFile.maximumBytes + 1024 * 1024))
        try handle.close()
        let link = folder.appending("photo.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: huge)

        #expect(FileSize.of(path: link.path) == ImageFile.maximumBytes + 1024 * 1024)
        #expect(FileSize.of(path: folder.appending("missing.png").path) == nil)
        let error = #expect(throws: UserError.self) { try ImageFile.load(path: link.path) }
        #expect(error?.category == .invalidInput)
        #expect(
            error?.message.english.contains("21.0 MB; a photo can be at most 20 MB") == true,
            "\(String(describing: error?.message.english))")
    }
}
