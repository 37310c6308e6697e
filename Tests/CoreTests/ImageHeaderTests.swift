import Core
import Foundation
import Testing
import TestSupport

@Suite("image headers")
struct ImageHeaderTests {
    static let gif = bytes("GIF89a", [2, 0, 3, 0, 0, 0, 0, 0x3B])
    static let webp = bytes("RIFF", [22, 0, 0, 0]) + bytes("WEBPVP8X", [10, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 1, 0, 0])
    static let heic = bytes("", [0, 0, 0, 16]) + bytes("ftypheic", [0, 0, 0, 0, 0, 0, 0, 28]) + bytes("meta", [0, 0, 0, 20])
        + bytes("ispe", [0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 6])

    /// `text`'s bytes followed by `tail`.
    static func bytes(_ text: String, _ tail: [UInt8]) -> Data {
        Data(text.utf8) + Data(tail)
    }

    @Test("complete files of every format give their pixel size", arguments: [
        (ImageFixtures.png, ImageFormat.png, 1, 1), (ImageFixtures.jpeg, .jpeg, 1, 1), (gif, .gif, 2, 3),
        (webp, .webp, 4, 2), (heic, .heic, 5, 6),
    ])
    func complete(data: Data, format: ImageFormat, width: Int, height: Int) throws {
        let image = try ImageFile(data: data)
        #expect(image.format == format && image.header == ImageHeader(data, format: format))
        #expect(image.header.width == width && image.header.height == height)
    }

    @Test("a bare signature or a truncated file of every format is refused as broken (65) (#13)", arguments: [
        ImageFixtures.png, ImageFixtures.jpeg, gif, webp, heic,
    ])
    func truncated(data: Data) {
        for broken in [data.prefix(8), data.dropLast(4), data.prefix(data.count / 2)] {
            #expect(throws: UserError.self) { try ImageFile(data: Data(broken)) }
        }
        let signatureOnly = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(throws: UserError(CoreMessages.brokenImage("x", format: .png), category: .invalidInput)) {
            try ImageFile(data: signatureOnly, name: "x")
        }
    }
}
