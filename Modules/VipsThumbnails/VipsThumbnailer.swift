import CVips
import Core
import Dispatch
import Foundation

/// Thumbnails made by libvips (the system's `libvips.so.42`, loaded on first use): a
/// photo shrunk while it is decoded (a 10 MB JPEG never becomes 48 MB of pixels), turned
/// upright, saved as WebP without its metadata. Where libvips is missing, no thumbnail is
/// made and pages show the photo itself.
///
/// Only what `ImageFile` accepts reaches libvips: one of the five formats by its bytes, its
/// structure complete, and no canvas, frame or page declaring more than
/// `ImageFile.pixelBudget` pixels (a 35-byte GIF can declare a 65,535×65,535 frame). Photos
/// stored before that check, or copied in from elsewhere, are checked here again. libvips
/// itself may use only those five loaders, fails on the first error and keeps no cache, and
/// one photo is decoded at a time: the most a thumbnail can cost is bounded.
public struct VipsThumbnailer: ImageThumbnailer {
    /// WebP quality, 0–100.
    public let quality: Int

    public init(quality: Int = 70) {
        self.quality = quality
    }

    /// Whether libvips could be loaded on this machine.
    public static var isAvailable: Bool { mosaic_vips_load() == 1 }

    public var canMakeCopies: Bool { Self.isAvailable }

    /// One photo at a time, off the concurrency pool: decoding blocks its thread for a
    /// while and a burst of uploads must not take every core or pile up memory.
    private static let queue = DispatchQueue(label: "mosaic.thumbnails")

    public func thumbnail(of image: Data, fitting side: Int) async -> Data? {
        // Refused before it waits for its turn: a bomb never queues behind real photos.
        guard Self.mayDecode(image) else { return nil }
        let quality = quality
        return await withCheckedContinuation { continuation in
            Self.queue.async {
                continuation.resume(returning: Self.make(image, side: side, quality: quality))
            }
        }
    }

    /// Whether `image` may be decoded at all: a photo `ImageFile` would accept.
    static func mayDecode(_ image: Data) -> Bool {
        (try? ImageFile(data: image)) != nil
    }

    private static func make(_ image: Data, side: Int, quality: Int) -> Data? {
        var output: UnsafeMutableRawPointer?
        var length = 0
        let status = image.withUnsafeBytes { bytes in
            mosaic_vips_thumbnail(bytes.baseAddress, bytes.count, Int32(side), Int32(quality), &output, &length)
        }
        guard status == 0, let output else { return nil }
        defer { mosaic_vips_free(output) }
        return Data(bytes: output, count: length)
    }
}
