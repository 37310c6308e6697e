import ArgumentParser
import CommandKit
import Photobox

/// The help of the arguments that name one of this feature's things, written once.
extension ArgumentHelp {
    /// The help of an argument naming one Unsplash photo.
    static var photoID: ArgumentHelp { .init(en: "The photo id.", ko: "사진 id.") }
}

/// What a shell's Tab offers for the arguments that name one of this feature's things.
extension CompletionKind {
    /// The liked photos' ids (any Unsplash id works; these are the ones kept here).
    static var likedPhotoIDs: CompletionKind { RecordCompletion.ids(LikedPhoto.collection) }
}
