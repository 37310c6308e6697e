import Foundation

/// The image formats a photo may be, recognised by their first bytes (never by the
/// file's name: a text file renamed `.png` is not a photo).
public enum ImageFormat: String, Sendable, Codable, CaseIterable {
    case png, jpeg, heic, webp, gif

    /// The format `data` starts like, or nil.
    public init?(sniffing data: Data) {
        let head = [UInt8](data.prefix(16))
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(Array("ftyp".utf8), at: 4),
            Self.heifBrands.contains(where: { starts(Array($0.utf8), at: 8) })
        {
            self = .heic
        } else {
            return nil
        }
    }

    /// The file extension photos of this format are stored with.
    public var fileExtension: String {
        self == .jpeg ? "jpg" : rawValue
    }

    private static let heifBrands = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]
}
