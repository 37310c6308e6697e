import Foundation
import Persistence

/// An app in the local library (보관함): a snapshot taken when it was got ("받기").
public struct LibraryApp: Record, Equatable {
    public static let collection = "applibrary_apps"
    public static let indexedFields = ["app.primaryGenre", "savedAt"]
    public static let fullTextFields = ["app.name", "app.seller"]

    /// The App Store id.
    public let id: String
    public var app: StoreApp
    public var savedAt: Date

    public init(app: StoreApp, savedAt: Date) {
        id = app.id
        self.app = app
        self.savedAt = savedAt
    }
}
