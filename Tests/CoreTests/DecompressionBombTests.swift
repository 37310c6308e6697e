import Core
import Foundation
import TestSupport
import Testing

/// Files of a few bytes that declare images of billions of pixels are refused by what they
/// declare, before anything decodes them (#44).
@Suite("decompression bombs")
struct DecompressionBombTests {
    @Test("every bomb declares more than the pixel budget in one of its parts, and a photo that does is refused (65)")
    func refusedByWhatTheyDeclare() throws {
        for (name, data) in DecompressionBombs.all {
            guard let format = ImageFormat(sniffing: data) else {
                // The TIFF is no photo format at all.
                #expect(throws: UserError(CoreMessages.notAnImage(name), category: .invalidInput)) {
                    try ImageFile(data: data, name: name)
                }
                continue
            }
            let header = try #require(ImageHeader(data, format: format), "\(name) has a complete structure")
            #expect(header.largestArea > ImageFile.pixelBudget, "\(name)")
            let error = #expect(throws: UserError.self) { try ImageFile(data: data, name: name) }
            #expect(error?.category == .invalidInput)
            #expect(error?.message.english.contains("a photo can have at most 50,000,000") == true, "\(name)")
        }
    }

    @Test("the 35-byte GIF's frame, not its 1×1 screen, is what counts")
    func gifFrameLargerThanScreen() throws {
        #expect(DecompressionBombs.gifFrame.count == 35)
        let header = try #require(ImageHeader(DecompressionBombs.gifFrame, format: .gif))
        #expect(header.width == 1 && header.height == 1 && header.largestArea == 65_535 * 65_535)
    }

    @Test("an image at the budget is a photo; one pixel row more is not")
    func theBudgetsEdge() throws {
        #expect(
            try ImageFile(data: DecompressionBombs.png(width: 10_000, height: 5_000)).header.largestArea == 50_000_000)
        #expect(throws: UserError.self) { try ImageFile(data: DecompressionBombs.png(width: 10_000, height: 5_001)) }
    }

    /// #44 refused this; #55 asked to keep what follows an image (Motion Photos). What is
    /// appended never runs: the file is read as the PNG it starts as, and served as
    /// `image/png` with `nosniff` (ServeSecurityTests).
    @Test("a PNG with an SVG appended is read as the PNG, its pixel size by the PNG's header")
    func dataAfterTheImage() throws {
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#.utf8)
        let image = try ImageFile(data: ImageFixtures.png + svg, name: "x.png")
        #expect(image.format == .png && image.header.largestArea == 1)
    }
}
