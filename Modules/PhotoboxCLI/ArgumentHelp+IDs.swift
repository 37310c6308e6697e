import ArgumentParser
import CommandKit

/// The help of the arguments that name one of this feature's things, written once.
extension ArgumentHelp {
    /// The help of an argument naming one Unsplash photo.
    static var photoID: ArgumentHelp { .init(en: "The photo id.", ko: "사진 id.") }
}
