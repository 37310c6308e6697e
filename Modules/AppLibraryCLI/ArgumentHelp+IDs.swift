import AppLibrary
import ArgumentParser
import CommandKit

/// The help of the arguments that name one of this feature's things, written once.
extension ArgumentHelp {
    /// The help of an argument naming one app by its App Store id or, as mas takes it, its bundle id.
    static var appStoreID: ArgumentHelp {
        .init(en: "The App Store id, or the bundle id (com.example.app).", ko: "앱스토어 id 또는 번들 id(com.example.app).")
    }
}

/// What a shell's Tab offers for the arguments that name one of this feature's things.
extension CompletionKind {
    /// The library's App Store ids.
    static var libraryAppIDs: CompletionKind { RecordCompletion.ids(LibraryApp.collection) }
}
