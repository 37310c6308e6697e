import Foundation
import Persistence

/// An app in the local library (보관함): a snapshot taken when it was got ("받기").
public struct LibraryApp: Record, Equatable {
    public static let collection = "applibrary_apps"
    public static let indexedFields = [Fields.primaryGenre, Fields.savedAt]
    /// The shelf: genres by name, each newest first, read from the index a page at a time.
    public static let compoundIndexes: [[RecordQuery<LibraryApp>.Sort]] = [
        [.ascending(Fields.primaryGenre), .descending(Fields.savedAt)]
    ]
    /// A household keeps one app library.
    public static let defaultAudience = Audience.household
    public static let fullTextFields = [Fields.name, Fields.seller]

    /// The App Store id.
    public let id: AppID
    public var app: StoreApp
    public var savedAt: Date

    public init(app: StoreApp, savedAt: Date) {
        id = app.id
        self.app = app
        self.savedAt = savedAt
    }
}

extension LibraryApp {
    /// The fields its queries name, from its and `StoreApp`'s coding keys.
    enum Fields {
        static let primaryGenre = RecordField<LibraryApp>(CodingKeys.app, StoreApp.Keys.primaryGenre)
        static let name = RecordField<LibraryApp>(CodingKeys.app, StoreApp.Keys.name)
        static let seller = RecordField<LibraryApp>(CodingKeys.app, StoreApp.Keys.seller)
        static let savedAt = RecordField<LibraryApp>(CodingKeys.savedAt)
    }
}
