import ArgumentParser
import CommandKit
import Perfume

/// The help of the arguments that name one of this feature's things, written once.
extension ArgumentHelp {
    /// The help of an argument naming one journal entry.
    static var entryID: ArgumentHelp {
        .init(en: "The entry's id or a unique prefix of it.", ko: "기록 id 또는 겹치지 않는 앞부분.")
    }
}

/// What a shell's Tab offers for the arguments that name one of this feature's things.
extension CompletionKind {
    /// The journal's entry ids.
    static var entryIDs: CompletionKind { RecordCompletion.ids(PerfumeEntry.collection) }
}
