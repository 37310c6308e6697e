import Foundation

/// Makes the small copy of a photo that lists and grids show, so a page of cards costs
/// kilobytes rather than the photos' megabytes.
public protocol ImageThumbnailer: Sendable {
    /// A small image of `image` (fitting a square, never enlarged, upright), or nil when
    /// none can be made (no image library on this machine, or an image it cannot read).
    func thumbnail(of image: Data) async -> Data?
}
