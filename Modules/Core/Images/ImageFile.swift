import Foundation

/// An image file the user picked (or the network sent), already checked: a known format
/// by its bytes, a complete structure with a readable size, at most 20 MB, and no part of it
/// declaring more than `pixelBudget` pixels.
public struct ImageFile: Sendable, Equatable {
    public static let maximumBytes = 20 * 1024 * 1024
    /// The most pixels any canvas, frame or page of a photo may declare: a decoder allocates
    /// by what a file declares, and a few bytes can declare 65,535×65,535 (17 GB of pixels).
    /// 50 megapixels holds every phone's and most cameras' photos (8,000×6,000 fits); making
    /// a thumbnail of the largest file it lets through costs at most about 310 MB, one photo
    /// at a time (docs/benchmarks.md, "Decompression bombs").
    public static let pixelBudget = 50_000_000

    public let data: Data
    public let format: ImageFormat
    /// The pixel size the file declares.
    public let header: ImageHeader

    /// Checks `data`; `name` is what the messages call it (the file's path).
    public init(data: Data, name: String = "photo") throws(UserError) {
        guard data.count <= Self.maximumBytes else {
            throw UserError(CoreMessages.imageTooLarge(name, bytes: data.count), category: .invalidInput)
        }
        guard let format = ImageFormat(sniffing: data) else {
            throw UserError(CoreMessages.notAnImage(name), category: .invalidInput)
        }
        guard let header = ImageHeader(data, format: format) else {
            throw UserError(CoreMessages.brokenImage(name, format: format), category: .invalidInput)
        }
        guard header.largestArea <= Self.pixelBudget else {
            throw UserError(
                CoreMessages.imageTooManyPixels(name, area: header.largestArea, budget: Self.pixelBudget),
                category: .invalidInput)
        }
        self.data = data
        self.format = format
        self.header = header
    }

    /// Reads and checks the image file at `path`, looking at its size before reading it.
    public static func load(path: String) throws(UserError) -> ImageFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UserError(CoreMessages.imageMissing(path), category: .notFound)
        }
        guard !isDirectory.boolValue else {
            throw UserError(CoreMessages.notAnImage(path), category: .invalidInput)
        }
        let size = FileSize.of(path: path) ?? 0
        guard size <= maximumBytes else {
            throw UserError(CoreMessages.imageTooLarge(path, bytes: size), category: .invalidInput)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UserError(CoreMessages.imageUnreadable(path), category: .io)
        }
        return try ImageFile(data: data, name: path)
    }
}
