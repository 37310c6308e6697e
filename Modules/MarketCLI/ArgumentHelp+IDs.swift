import ArgumentParser
import CommandKit
import Market

/// The help of the arguments that name one of this feature's things, written once.
extension ArgumentHelp {
    /// The help of an argument naming one listing.
    static var listingID: ArgumentHelp {
        .init(en: "The listing's id or a unique prefix of it.", ko: "판매 글 id 또는 겹치지 않는 앞부분.")
    }
}

/// What a shell's Tab offers for the arguments that name one of this feature's things.
extension CompletionKind {
    /// The listings' ids.
    static var listingIDs: CompletionKind { RecordCompletion.ids(Listing.collection) }
}
