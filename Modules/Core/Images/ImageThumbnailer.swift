import Foundation

/// Makes the smaller copies of a photo that pages show, so a page of cards costs
/// kilobytes and a detail page a few hundred, rather than the photos' megabytes.
public protocol ImageThumbnailer: Sendable {
    /// A copy of `image` fitting a `side`-pixel square (never enlarged, upright), or nil
    /// when none can be made (no image library on this machine, or an image it cannot read).
    func thumbnail(of image: Data, fitting side: Int) async -> Data?
    /// Whether this machine can make copies at all (libvips may not be installed).
    var canMakeCopies: Bool { get }
}

extension ImageThumbnailer {
    public var canMakeCopies: Bool { true }
}
