import ArgumentParser
import CommandKit
import Habits

/// The help of the arguments that name one of this feature's things, written once.
extension ArgumentHelp {
    /// The help of an argument naming one goal.
    static var goalID: ArgumentHelp { .init(en: "The goal's id (a prefix is enough).", ko: "목표 id(앞부분만으로 충분합니다).") }

    /// The help of an argument naming one category.
    static var categoryID: ArgumentHelp {
        .init(en: "The category's id (a prefix is enough) or title.", ko: "카테고리 id(앞부분만으로 충분합니다) 또는 제목.")
    }

    /// The help of an argument naming one certification photo.
    static var photoID: ArgumentHelp { .init(en: "The photo's id (a prefix is enough).", ko: "사진 id(앞부분만으로 충분합니다).") }
}

/// What a shell's Tab offers for the arguments that name one of this feature's things.
extension CompletionKind {
    /// The goals' ids and titles.
    static var goals: CompletionKind { RecordCompletion.ids(Goal.collection, titles: "title") }
    /// The categories' ids and titles.
    static var categories: CompletionKind { RecordCompletion.ids(HabitCategory.collection, titles: "title") }
    /// The certification photos' ids.
    static var photoIDs: CompletionKind { RecordCompletion.ids(CertificationPhoto.collection) }
}
