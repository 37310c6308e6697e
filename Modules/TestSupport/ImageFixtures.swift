import Foundation

/// Small, complete images for tests: they pass a real header check, unlike a bare
/// signature followed by padding.
public enum ImageFixtures {
    /// A 1×1 PNG.
    public static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!
    /// A 1×1 baseline JPEG.
    public static let jpeg = Data(
        base64Encoded:
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q=="
    )!

    /// An 88-byte HEIC whose second box declares a 64-bit size of 2^63−1: a parser that adds
    /// it to an offset unchecked traps (issue #27).
    public static let craftedHEIC: Data = {
        var bytes: [UInt8] = [0, 0, 0, 16] + Array("ftypheic".utf8) + [0, 0, 0, 0]
        bytes += [0, 0, 0, 1] + Array("meta".utf8) + [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        bytes += Array("ispe".utf8) + [0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 6]
        return Data(bytes + [UInt8](repeating: 0, count: 88 - bytes.count - 0))
    }()
}
