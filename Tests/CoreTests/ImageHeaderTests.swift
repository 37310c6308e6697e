import Core
import Foundation
import TestSupport
import Testing

@Suite("image headers")
struct ImageHeaderTests {
    static let gif = bytes("GIF89a", [2, 0, 3, 0, 0, 0, 0, 0x3B])
    static let webp = bytes("RIFF", [22, 0, 0, 0]) + bytes("WEBPVP8X", [10, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 1, 0, 0])
    static let heic =
        bytes("", [0, 0, 0, 16]) + bytes("ftypheic", [0, 0, 0, 0, 0, 0, 0, 28]) + bytes("meta", [0, 0, 0, 20])
        + bytes("ispe", [0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 6])

    /// `text`'s bytes followed by `tail`.
    static func bytes(_ text: String, _ tail: [UInt8]) -> Data {
        Data(text.utf8) + Data(tail)
    }

    @Test(
        "complete files of every format give their pixel size",
        arguments: [
            (ImageFixtures.png, ImageFormat.png, 1, 1), (ImageFixtures.jpeg, .jpeg, 1, 1), (gif, .gif, 2, 3),
            (webp, .webp, 4, 2), (heic, .heic, 5, 6),
        ])
    func complete(data: Data, format: ImageFormat, width: Int, height: Int) throws {
        let image = try ImageFile(data: data)
        #expect(image.format == format && image.header == ImageHeader(data, format: format))
        #expect(image.header.width == width && image.header.height == height)
    }

    @Test(
        "a bare signature or a truncated file of every format is refused as broken (65) (#13)",
        arguments: [
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

    /// Issue #55: a JPEG followed by a newline or a Motion Photo's MP4, a PNG followed by
    /// 10 bytes, were refused as "truncated or broken".
    @Test(
        "what follows the end of an image (a newline, a Motion Photo's video) is kept with it",
        arguments: [ImageFixtures.png, ImageFixtures.jpeg, gif])
    func dataAfterTheImage(data: Data) throws {
        let motionPhotoVideo = Data([0, 0, 0, 24]) + Data("ftypmp42".utf8) + Data(repeating: 0, count: 12)
        for tail in [Data("\n".utf8), Data(repeating: 0x2A, count: 10), motionPhotoVideo] {
            let image = try ImageFile(data: data + tail)
            #expect(image.data == data + tail, "the file is kept as it is")
            #expect(image.header == ImageHeader(data, format: image.format))
        }
    }
}

@Suite("image headers under hostile sizes")
struct ImageHeaderFuzzTests {
    /// Sizes a crafted file declares to make a parser overflow: as 2-, 4- and 8-byte fields,
    /// big- and little-endian.
    static let boundaryValues: [UInt64] = [
        0, 1, 7, 8, 0xFFFF, 1 << 31, (1 << 31) - 1, 1 << 32, (1 << 32) - 1,
        UInt64(Int64.max), UInt64(Int64.max) - 7, UInt64.max, UInt64.max - 7,
    ]

    static let seeds: [(String, Data)] = [
        ("png", ImageFixtures.png), ("jpeg", ImageFixtures.jpeg), ("gif", ImageHeaderTests.gif),
        ("webp", ImageHeaderTests.webp), ("heic", ImageHeaderTests.heic), ("crafted heic", ImageFixtures.craftedHEIC),
    ]

    @Test("the crafted 88-byte HEIC with a 2^63−1 box size is refused as broken, not a crash (#27)")
    func craftedHEIC() {
        #expect(ImageFixtures.craftedHEIC.count == 88)
        #expect(ImageHeader(ImageFixtures.craftedHEIC, format: .heic) == nil)
        #expect(throws: UserError(CoreMessages.brokenImage("x", format: .heic), category: .invalidInput)) {
            try ImageFile(data: ImageFixtures.craftedHEIC, name: "x")
        }
    }

    @Test(
        "every parser answers thousands of mutated headers with a refusal or a valid size, never a trap",
        arguments: ImageFormat.allCases)
    func mutatedHeaders(format: ImageFormat) {
        var random = SplitMix64(seed: 0x6D6F_7361_6963 &+ UInt64(format.rawValue.utf8.count))
        var checked = 0
        for (_, seed) in Self.seeds {
            let bytes = [UInt8](seed)
            // Boundary sizes written over every offset, in every width and byte order.
            for offset in 0..<bytes.count {
                for value in Self.boundaryValues {
                    for width in [2, 4, 8] {
                        for bigEndian in [true, false] {
                            var mutated = bytes
                            Self.write(value, width: width, bigEndian: bigEndian, at: offset, into: &mutated)
                            Self.expectNoTrap(mutated, format: format)
                            checked += 1
                        }
                    }
                }
            }
            // Random bytes, random truncations and random extensions.
            for _ in 0..<2_000 {
                var mutated = bytes
                for _ in 0..<Int(random.next() % 4 + 1) where !mutated.isEmpty {
                    mutated[Int(random.next() % UInt64(mutated.count))] = UInt8(truncatingIfNeeded: random.next())
                }
                switch random.next() % 3 {
                case 0: mutated = Array(mutated.prefix(Int(random.next() % UInt64(mutated.count + 1))))
                case 1: mutated += (0..<Int(random.next() % 16)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                default: break
                }
                Self.expectNoTrap(mutated, format: format)
                checked += 1
            }
        }
        #expect(checked > 10_000)
    }

    /// Reaching the end of this function is the assertion: a trap would end the test process.
    /// A size that comes back must be positive, and `ImageFile` must agree with the parser.
    static func expectNoTrap(_ bytes: [UInt8], format: ImageFormat) {
        let data = Data(bytes)
        if let header = ImageHeader(data, format: format) {
            #expect(header.width > 0 && header.height > 0)
        }
        if let file = try? ImageFile(data: data) {
            #expect(file.header == ImageHeader(data, format: file.format))
        }
    }

    static func write(_ value: UInt64, width: Int, bigEndian: Bool, at offset: Int, into bytes: inout [UInt8]) {
        for index in 0..<width where offset + index < bytes.count {
            let shift = bigEndian ? (width - 1 - index) * 8 : index * 8
            bytes[offset + index] = UInt8(truncatingIfNeeded: value >> UInt64(shift))
        }
    }
}

/// A small deterministic generator, so a failing mutation is the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
